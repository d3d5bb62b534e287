#!/usr/bin/env bash
# WordPress → Darvazeh → WordPress, measured on a real WordPress (issue 34 item 9).
#
#   scripts/wordpress-round-trip.sh [export.xml] [uploads dir]
#
# Imports a WordPress export (default: the project's Polylang fixture and its uploads) into a
# throw-away Darvazeh database, exports it again as WXR, and imports that file into a throw-away
# WordPress 6.1 (Debian's package) with Polylang 3.5.4 and the WordPress Importer 0.9.5, the way
# Tools → Import → WordPress does. Then it prints, beside the same counts read from the original
# file, what came back: posts per post type, Polylang's post and term pairs, terms, comments,
# attachments and which Persian slugs are whole. Nothing runs on a network but apt-get (when
# php, MariaDB, composer or WordPress are missing) and no web server is started: PHP's CLI loads
# WordPress, and the importer's downloads of attachments are answered from Darvazeh's own
# storage folder, at the addresses the export wrote (so a wrong address is a missing attachment).
#
# Run it from a checkout whose dependencies are installed (`npm ci`: the Darvazeh side is the
# project's own `npm run import:wordpress` and `npm run export`). It takes a minute or two and
# needs root for apt-get, so it is not part of `npm test`. KEEP=1 keeps the temporary folder
# (databases, logs, both WXR files) for a look afterwards.
# The plugins are read from WP_PLUGINS_DIR (default ../shared/vendor/wordpress beside the checkout).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
HERE="$ROOT/scripts/wordpress-round-trip"
SOURCE=${1:-$ROOT/tests/fixtures/wordpress/polylang-fa-en.xml}
UPLOADS=${2:-$ROOT/tests/fixtures/wordpress/uploads}
PLUGINS=${WP_PLUGINS_DIR:-$(cd "$ROOT/.." && pwd)/shared/vendor/wordpress}
# The address links and files are written at; any will do, nothing is fetched from it.
export APP_URL=${APP_URL:-https://darvazeh.example}

need=()
command -v php >/dev/null || need+=(php-cli)
modules=$(php -m 2>/dev/null || true)
grep -qix mysqli <<<"$modules" || need+=(php-mysql)
grep -qix xml <<<"$modules" || need+=(php-xml)
grep -qix mbstring <<<"$modules" || need+=(php-mbstring)
command -v mariadbd >/dev/null || need+=(mariadb-server)
command -v composer >/dev/null || need+=(composer)
[ -f /usr/share/wordpress/wp-settings.php ] || need+=(wordpress)
if [ ${#need[@]} -gt 0 ]; then
  echo "installing ${need[*]}" >&2
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}" >&2
fi
for f in polylang-3.5.4.tar.gz wordpress-importer-0.9.5.tar.gz; do
  [ -f "$PLUGINS/$f" ] || { echo "missing $PLUGINS/$f (set WP_PLUGINS_DIR)" >&2; exit 1; }
done

WORK=$(mktemp -d /tmp/wp-round-trip.XXXXXX)
DB_PID=
cleanup() {
  [ -n "$DB_PID" ] && kill "$DB_PID" 2>/dev/null && wait "$DB_PID" 2>/dev/null
  [ -n "${KEEP:-}" ] && echo "kept $WORK" >&2 || rm -rf "$WORK"
}
trap cleanup EXIT

# 1. WordPress → Darvazeh → WXR, in a PGlite database of its own.
export DATA_DIR=$WORK/darvazeh
(
  cd "$ROOT"
  npm run --silent import:wordpress -- "$SOURCE" --uploads "$UPLOADS" --pages articles >"$WORK/import.log" 2>&1 ||
    { cat "$WORK/import.log" >&2; exit 1; }
  npm run --silent export -- "$WORK/darvazeh.xml" --format wxr >"$WORK/export.log" 2>&1 ||
    { cat "$WORK/export.log" >&2; exit 1; }
)

# 2. MariaDB in a folder of its own, on a socket only (no TCP port), as the current user.
mkdir -p "$WORK/mysql"
mariadb-install-db --no-defaults --user="$(id -un)" --datadir="$WORK/mysql/data" \
  --auth-root-authentication-method=normal --skip-test-db >"$WORK/mysql/install.log" 2>&1
mariadbd --no-defaults --user="$(id -un)" --datadir="$WORK/mysql/data" --socket="$WORK/mysql/sock" \
  --skip-networking --pid-file="$WORK/mysql/pid" --log-error="$WORK/mysql/error.log" &
DB_PID=$!
for _ in $(seq 60); do [ -S "$WORK/mysql/sock" ] && break; sleep 0.5; done
mariadb --no-defaults --socket="$WORK/mysql/sock" -uroot \
  -e 'create database original character set utf8mb4; create database roundtrip character set utf8mb4'

# 3. A private copy of Debian's WordPress with its own config and plugins.
cp -a /usr/share/wordpress "$WORK/wp"
rm -f "$WORK/wp/wp-config.php"
mkdir -p "$WORK/wp/wp-content/uploads"
tar -xzf "$PLUGINS/polylang-3.5.4.tar.gz" -C "$WORK/wp/wp-content/plugins"
tar -xzf "$PLUGINS/wordpress-importer-0.9.5.tar.gz" -C "$WORK/wp/wp-content/plugins"
# Polylang's release ships without vendor/; its only autoload is a class map, made offline.
(cd "$WORK/wp/wp-content/plugins/polylang" && COMPOSER_ALLOW_SUPERUSER=1 composer dump-autoload -q --no-interaction)
cat >"$WORK/wp/wp-config.php" <<PHP
<?php
// Two sites in one copy: 'original' takes the WordPress file itself, 'roundtrip' Darvazeh's.
define( 'DB_NAME', getenv( 'WP_DB' ) );
define( 'UPLOADS', 'wp-content/uploads-' . DB_NAME );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', 'localhost:$WORK/mysql/sock' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
define( 'WP_CONTENT_DIR', __DIR__ . '/wp-content' );
define( 'WP_HOME', 'http://wordpress.example' );
define( 'WP_SITEURL', 'http://wordpress.example' );
define( 'DISABLE_WP_CRON', true );
define( 'WP_DEBUG', false );
\$table_prefix = 'wp_';
if ( ! defined( 'ABSPATH' ) ) define( 'ABSPATH', __DIR__ . '/' );
require_once ABSPATH . 'wp-settings.php';
PHP

# 4. Install, activate, add the two languages, import, count: one PHP process per step, as
# WordPress loads active plugins only at start. The original file goes through the same steps
# into a site of its own, so what WordPress and Polylang themselves lose on import is told apart
# from what Darvazeh loses.
run() {
  local db=$1 log=$WORK/wp-$1-$2.log
  shift
  (cd "$WORK/wp" && WP_DB=$db WP_ROOT="$WORK/wp" php -d memory_limit=512M "$HERE/wordpress.php" "$@") >"$log" 2>&1 ||
    { cat "$log" >&2; exit 1; }
}
OLD_SITE=$(sed -n 's:.*<wp\:base_site_url>\(.*\)</wp\:base_site_url>.*:\1:p' "$SOURCE" | head -1)
for db in original roundtrip; do
  run $db install
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
run roundtrip measure "$SOURCE" "$WORK/roundtrip.json"
echo "== WordPress → Darvazeh → WordPress, beside WordPress → WordPress:"
run roundtrip report "$SOURCE" "$WORK/darvazeh.xml" "$WORK/original.json" "$WORK/roundtrip.json"
cat "$WORK/wp-roundtrip-report.log"
