# A throw-away WordPress (Debian's package) on a throw-away MariaDB, both in a folder the caller
# owns and removes: what scripts/wordpress-round-trip.sh and scripts/bench/wordpress.sh share.
# Source it; every function exits the calling script on failure (set -euo pipefail there).

WP_STEPS=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/wordpress-round-trip/wordpress.php
WP_DB_PID=
WP_DB_SOCKET=

# wp_install_missing [package…]: apt-get installs what is missing of PHP's CLI with the modules
# WordPress and its importer need, MariaDB, WordPress with its default theme (without one every
# page is blank), and the packages named. apt-get is the only thing that goes to a network.
wp_install_missing() {
  local need=("$@") modules
  command -v php >/dev/null || need+=(php-cli)
  modules=$(php -m 2>/dev/null || true)
  grep -qix mysqli <<<"$modules" || need+=(php-mysql)
  grep -qix xml <<<"$modules" || need+=(php-xml)
  grep -qix mbstring <<<"$modules" || need+=(php-mbstring)
  command -v mariadbd >/dev/null || need+=(mariadb-server)
  [ -f /usr/share/wordpress/wp-settings.php ] || need+=(wordpress)
  [ -d /usr/share/wordpress/wp-content/themes/twentytwentythree ] || need+=(wordpress-theme-twentytwentythree)
  if [ ${#need[@]} -gt 0 ]; then
    echo "installing ${need[*]}" >&2
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}" >&2
  fi
}

# wp_start_mariadb DIR [mariadbd option…]: MariaDB in DIR, on a socket only (no TCP port), as the
# current user; sets WP_DB_PID and WP_DB_SOCKET. The caller stops it with wp_stop_mariadb.
wp_start_mariadb() {
  local dir=$1
  shift
  mkdir -p "$dir"
  mariadb-install-db --no-defaults --user="$(id -un)" --datadir="$dir/data" \
    --auth-root-authentication-method=normal --skip-test-db >"$dir/install.log" 2>&1 ||
    { cat "$dir/install.log" >&2; return 1; }
  WP_DB_SOCKET=$dir/sock
  mariadbd --no-defaults --user="$(id -un)" --datadir="$dir/data" --socket="$WP_DB_SOCKET" \
    --skip-networking --pid-file="$dir/pid" --log-error="$dir/error.log" "$@" &
  WP_DB_PID=$!
  for _ in $(seq 120); do [ -S "$WP_DB_SOCKET" ] && return 0; sleep 0.5; done
  echo "MariaDB did not start; see $dir/error.log" >&2
  return 1
}

wp_stop_mariadb() {
  [ -n "$WP_DB_PID" ] && kill "$WP_DB_PID" 2>/dev/null && wait "$WP_DB_PID" 2>/dev/null
  WP_DB_PID=
}

# wp_sql SQL…: runs statements as MariaDB's root on the socket.
wp_sql() {
  mariadb --no-defaults --socket="$WP_DB_SOCKET" -uroot "$@"
}

# wp_copy DIR HOME [DB]: a private copy of Debian's WordPress in DIR, with a config of its own on
# WP_DB_SOCKET, answering at HOME. The database is WP_DB from the environment (one copy serves
# several sites from PHP's CLI), else DB (what PHP-FPM, which clears the environment, uses).
wp_copy() {
  local dir=$1 home=$2 db=${3:-wordpress}
  cp -a /usr/share/wordpress "$dir"
  rm -f "$dir/wp-config.php"
  mkdir -p "$dir/wp-content/uploads"
  cat >"$dir/wp-config.php" <<PHP
<?php
define( 'DB_NAME', getenv( 'WP_DB' ) ?: '$db' );
define( 'UPLOADS', 'wp-content/uploads-' . DB_NAME );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', 'localhost:$WP_DB_SOCKET' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
define( 'WP_CONTENT_DIR', __DIR__ . '/wp-content' );
define( 'WP_HOME', '$home' );
define( 'WP_SITEURL', '$home' );
define( 'DISABLE_WP_CRON', true );
define( 'WP_DEBUG', false );
\$table_prefix = 'wp_';
if ( ! defined( 'ABSPATH' ) ) define( 'ABSPATH', __DIR__ . '/' );
require_once ABSPATH . 'wp-settings.php';
PHP
}

# wp_step DIR LOG DB STEP [argument…]: one step of wordpress.php (install, import, …) with PHP's
# CLI in the copy at DIR on database DB, its output in LOG (shown, and the caller exits, when it
# fails). One process per step, as WordPress loads the plugins active when it starts. PHP_OPTIONS
# adds -d settings (the bench's large export needs more memory than the default).
wp_step() {
  local dir=$1 log=$2 db=$3
  shift 3
  # shellcheck disable=SC2086 # PHP_OPTIONS is a list of options.
  (cd "$dir" && WP_DB=$db WP_ROOT="$dir" php -d memory_limit=512M ${PHP_OPTIONS:-} "$WP_STEPS" "$@") >"$log" 2>&1 ||
    { cat "$log" >&2; exit 1; }
}
