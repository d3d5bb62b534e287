#!/usr/bin/env bash
# WordPress → Darvazeh → WordPress, measured on a real WordPress (issue 34 item 9).
#
#   [IMPORT_OPTIONS='--pages books …'] scripts/wordpress-round-trip.sh [export.xml] [uploads dir]
#
# Imports a WordPress export (default: the project's Polylang fixture and its uploads) into a
# throw-away Darvazeh database (with IMPORT_OPTIONS, default `--pages articles`), exports it again
# as WXR with the plugin that registers its content types, and imports that file into a
# throw-away WordPress 6.1 (Debian's package) with Polylang 3.5.4, the WordPress Importer 0.9.5
# and that plugin, the way Tools → Import → WordPress does. Then it prints, beside the same counts
# read from the original file, what came back: posts per post type (with a language, in a
# Polylang pair, with their Darvazeh attributes as written), Polylang's post and term pairs,
# terms, comments, attachments and which Persian slugs are whole; and last, what Darvazeh's
# importer makes of that WordPress's own export (WordPress → Darvazeh → WordPress → Darvazeh).
# Nothing runs on a network but apt-get (when php, MariaDB, composer or WordPress are missing) and
# no web server is started: PHP's CLI loads WordPress, and the importer's downloads of attachments
# are answered from Darvazeh's own storage folder, at the addresses the export wrote (so a wrong
# address is a missing attachment).
#
# Run it from a checkout whose dependencies are installed (`npm ci`: the Darvazeh side is the
# project's own `npm run import:wordpress` and `npm run export`). It takes a minute or two and
# needs root for apt-get, so it is not part of `npm test`. KEEP=1 keeps the temporary folder
# (databases, logs, both WXR files) for a look afterwards.
# The plugins are read from WP_PLUGINS_DIR (default ../shared/vendor/wordpress beside the checkout).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
SOURCE=${1:-$ROOT/tests/fixtures/wordpress/polylang-fa-en.xml}
UPLOADS=${2:-$ROOT/tests/fixtures/wordpress/uploads}
PLUGINS=${WP_PLUGINS_DIR:-$(cd "$ROOT/.." && pwd)/shared/vendor/wordpress}
# The address links and files are written at; any will do, nothing is fetched from it.
export APP_URL=${APP_URL:-https://darvazeh.example}
# Where the file's pages and other posts go here (npm run import:wordpress's options).
read -r -a IMPORT_OPTIONS <<<"${IMPORT_OPTIONS:---pages articles}"

# shellcheck source=lib/wordpress.sh
. "$ROOT/scripts/lib/wordpress.sh"
extra=()
command -v composer >/dev/null || extra+=(composer)
wp_install_missing "${extra[@]}"
for f in polylang-3.5.4.tar.gz wordpress-importer-0.9.5.tar.gz; do
  [ -f "$PLUGINS/$f" ] || { echo "missing $PLUGINS/$f (set WP_PLUGINS_DIR)" >&2; exit 1; }
done

WORK=$(mktemp -d /tmp/wp-round-trip.XXXXXX)
cleanup() {
  wp_stop_mariadb
  [ -n "${KEEP:-}" ] && echo "kept $WORK" >&2 || rm -rf "$WORK"
}
trap cleanup EXIT

# 1. WordPress → Darvazeh → WXR, in a PGlite database of its own.
export DATA_DIR=$WORK/darvazeh
(
  cd "$ROOT"
  npm run --silent import:wordpress -- "$SOURCE" --uploads "$UPLOADS" "${IMPORT_OPTIONS[@]}" >"$WORK/import.log" 2>&1 ||
    { cat "$WORK/import.log" >&2; exit 1; }
  npm run --silent export -- "$WORK/darvazeh.xml" --format wxr >"$WORK/export.log" 2>&1 ||
    { cat "$WORK/export.log" >&2; exit 1; }
)

# 2. MariaDB in a folder of its own, on a socket only (no TCP port), as the current user.
wp_start_mariadb "$WORK/mysql"
wp_sql -e 'create database original character set utf8mb4; create database roundtrip character set utf8mb4'

# 3. A private copy of Debian's WordPress with its own config and plugins: two sites in one copy,
# 'original' takes the WordPress file itself, 'roundtrip' Darvazeh's.
wp_copy "$WORK/wp" http://wordpress.example
tar -xzf "$PLUGINS/polylang-3.5.4.tar.gz" -C "$WORK/wp/wp-content/plugins"
tar -xzf "$PLUGINS/wordpress-importer-0.9.5.tar.gz" -C "$WORK/wp/wp-content/plugins"
# Polylang's release ships without vendor/; its only autoload is a class map, made offline.
(cd "$WORK/wp/wp-content/plugins/polylang" && COMPOSER_ALLOW_SUPERUSER=1 composer dump-autoload -q --no-interaction)
# The plugin the export wrote beside the file: without it the importer refuses every item of a
# type other than articles ("Invalid post type"). Active on the 'roundtrip' site only.
cp "$WORK/darvazeh-content-types.php" "$WORK/wp/wp-content/plugins/"
php -l "$WORK/wp/wp-content/plugins/darvazeh-content-types.php" >/dev/null

# 4. Install, activate, add the two languages, import, count: one PHP process per step, as
# WordPress loads active plugins only at start. The original file goes through the same steps
# into a site of its own, so what WordPress and Polylang themselves lose on import is told apart
# from what Darvazeh loses.
run() {
  wp_step "$WORK/wp" "$WORK/wp-$1-$2.log" "$@"
}
OLD_SITE=$(sed -n 's:.*<wp\:base_site_url>\(.*\)</wp\:base_site_url>.*:\1:p' "$SOURCE" | head -1)
run original install
WP_PLUGINS=polylang/polylang.php,wordpress-importer/wordpress-importer.php,darvazeh-content-types.php run roundtrip install
for db in original roundtrip; do
  run $db languages
done
run original import "$SOURCE" "$UPLOADS" "${OLD_SITE%/}/wp-content/uploads/"
run roundtrip import "$WORK/darvazeh.xml" "$DATA_DIR/uploads" "$APP_URL/media/"

echo "== Darvazeh's import of $(basename "$SOURCE"):"
grep -v '^\s*$' "$WORK/import.log" | tail -3
for db in original roundtrip; do
  echo "== WordPress's importer on the $db file said (besides its per-item lines):"
  sed 's/<[^>]*>/\n/g' "$WORK/wp-$db-import.log" | grep -v '^\s*$' | sort | uniq -c | sort -rn | head -8
done
run original measure "$SOURCE" "$WORK/original.json"
run roundtrip measure "$SOURCE" "$WORK/roundtrip.json" "$WORK/darvazeh.xml"
echo "== WordPress → Darvazeh → WordPress, beside WordPress → WordPress:"
run roundtrip report "$SOURCE" "$WORK/darvazeh.xml" "$WORK/original.json" "$WORK/roundtrip.json"
cat "$WORK/wp-roundtrip-report.log"

# 5. And back: the 'roundtrip' site's own export (Tools → Export → All content) imported into a
# fresh Darvazeh database, where each post type of the plugin is its content type again. This copy
# keeps each site's files under uploads-<site>; a WordPress site's own export names uploads/.
run roundtrip export "$WORK/wordpress-back.xml"
sed -i 's:/wp-content/uploads-roundtrip/:/wp-content/uploads/:g' "$WORK/wordpress-back.xml"
(
  cd "$ROOT"
  DATA_DIR=$WORK/darvazeh-back npm run --silent import:wordpress -- "$WORK/wordpress-back.xml" --uploads "$WORK/wp/wp-content/uploads-roundtrip" >"$WORK/import-back.log" 2>&1 ||
    { cat "$WORK/import-back.log" >&2; exit 1; }
)
echo "== ... → Darvazeh: its import of that WordPress's own export (report lines by kind, then the summary):"
grep -v '^\s*$' "$WORK/import-back.log" | sed -n 's/^\(\S*\) *\(\S*\) .*: \(.*\)$/\1 \2: \3/p' | sort | uniq -c | sort -rn | head -12
tail -1 "$WORK/import-back.log"
