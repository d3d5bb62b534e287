#!/usr/bin/env bash
# The WordPress `npm run bench -- --wordpress` measures beside the app (scripts/bench/wordpress.ts
# runs it; not meant to be run by hand):
#
#   scripts/bench/wordpress.sh <export.xml> <port>
#
# Imports the bench's own library, exported as WXR, into a throw-away WordPress (Debian's package,
# its default theme, no plugin but the importer and the export's own, which registers its types
# other than articles: both languages' items become posts, each type a post type of its own) on a
# throw-away MariaDB, then serves it as a WordPress host usually is: nginx on 127.0.0.1:<port> in
# front of PHP-FPM (Debian's php.ini, so opcache on; pm = static, 8 children for 2 cores), plain
# `?p=` links. Prints one line `READY {json}` with the processes' ids and the posts' file, then
# serves until its standard input closes (the bench ending, however it ends) or it is signalled,
# and removes everything it made. apt-get, when something is missing, is the only network use.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
SOURCE=$(realpath "$1")
PORT=$2
PLUGINS=${WP_PLUGINS_DIR:-$(cd "$ROOT/.." && pwd)/shared/vendor/wordpress}
CHILDREN=${WP_FPM_CHILDREN:-8}
# shellcheck source=../lib/wordpress.sh
. "$ROOT/scripts/lib/wordpress.sh"

extra=()
command -v php-fpm8.2 >/dev/null || compgen -G '/usr/sbin/php-fpm*' >/dev/null || extra+=(php-fpm)
command -v nginx >/dev/null || extra+=(nginx)
wp_install_missing "${extra[@]}"
FPM=$(compgen -G '/usr/sbin/php-fpm*' | sort -V | tail -1)
[ -f "$PLUGINS/wordpress-importer-0.9.5.tar.gz" ] || { echo "missing $PLUGINS/wordpress-importer-0.9.5.tar.gz (set WP_PLUGINS_DIR)" >&2; exit 1; }

WORK=$(mktemp -d /tmp/wp-bench.XXXXXX)
FPM_PID=
NGINX_PID=
cleanup() {
  for pid in $NGINX_PID $FPM_PID; do kill "$pid" 2>/dev/null && wait "$pid" 2>/dev/null; done
  wp_stop_mariadb
  rm -rf "$WORK"
}
trap cleanup EXIT
trap 'exit 143' TERM INT HUP

HOME_URL=http://127.0.0.1:$PORT
# Nothing here is worth keeping if the machine stops: the import need not wait for the disk.
wp_start_mariadb "$WORK/mysql" --innodb-flush-log-at-trx-commit=0
wp_sql -e 'create database wordpress character set utf8mb4'
wp_copy "$WORK/wp" "$HOME_URL"
tar -xzf "$PLUGINS/wordpress-importer-0.9.5.tar.gz" -C "$WORK/wp/wp-content/plugins"
# Written beside the file by the export: without it the importer refuses every type but articles.
cp "$(dirname "$SOURCE")/darvazeh-content-types.php" "$WORK/wp/wp-content/plugins/"
export WP_PLUGINS=wordpress-importer/wordpress-importer.php,darvazeh-content-types.php WP_PERMALINKS=
wp_step "$WORK/wp" "$WORK/install.log" wordpress install
# The importer's parser holds the whole file in memory: a 2,000-item library's export is large.
PHP_OPTIONS='-d memory_limit=-1 -d max_execution_time=0' wp_step "$WORK/wp" "$WORK/import.log" wordpress import "$SOURCE"
wp_sql -N -B -e "select ID, post_title, char_length(post_content) from wordpress.wp_posts where post_type = 'post' and post_status = 'publish' order by ID" >"$WORK/posts.tsv"
[ -s "$WORK/posts.tsv" ] || { echo "the import made no published post; its log:" >&2; tail -20 "$WORK/import.log" >&2; exit 1; }

# Run as root here (a container): FPM needs -R for that, and nginx's workers must be able to read
# the private copy, which mktemp made readable by its owner only.
cat >"$WORK/fpm.conf" <<CONF
[global]
pid = $WORK/fpm.pid
error_log = $WORK/fpm.log
daemonize = no

[wordpress]
listen = $WORK/fpm.sock
pm = static
pm.max_children = $CHILDREN
CONF
USER_NAME=$(id -un)
mkdir -p "$WORK/nginx"
cat >"$WORK/nginx.conf" <<CONF
daemon off;
user $USER_NAME;
worker_processes auto;
pid $WORK/nginx.pid;
error_log $WORK/nginx/error.log;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  # As Debian's nginx.conf has it: HTML compressed, as the app's pages are.
  gzip on;
  client_body_temp_path $WORK/nginx/body;
  fastcgi_temp_path $WORK/nginx/fastcgi;
  proxy_temp_path $WORK/nginx/proxy;
  uwsgi_temp_path $WORK/nginx/uwsgi;
  scgi_temp_path $WORK/nginx/scgi;
  server {
    listen 127.0.0.1:$PORT;
    root $WORK/wp;
    index index.php;
    location / { try_files \$uri \$uri/ /index.php?\$args; }
    location ~ \.php\$ {
      include /etc/nginx/fastcgi_params;
      # Debian's fastcgi_params pass the host without its port, and WordPress then redirects
      # every page to the address it is configured with, the port included: to itself, forever.
      fastcgi_param HTTP_HOST \$host:\$server_port;
      fastcgi_param SCRIPT_FILENAME \$document_root\$fastcgi_script_name;
      fastcgi_pass unix:$WORK/fpm.sock;
    }
  }
}
CONF
"$FPM" --nodaemonize -R --fpm-config "$WORK/fpm.conf" &
FPM_PID=$!
nginx -c "$WORK/nginx.conf" -e "$WORK/nginx/error.log" &
NGINX_PID=$!
for _ in $(seq 60); do [ -S "$WORK/fpm.sock" ] && [ -s "$WORK/nginx.pid" ] && break; sleep 0.5; done
[ -S "$WORK/fpm.sock" ] || { echo "PHP-FPM did not start:" >&2; cat "$WORK/fpm.log" >&2; exit 1; }
[ -s "$WORK/nginx.pid" ] || { echo "nginx did not start:" >&2; cat "$WORK/nginx/error.log" >&2; exit 1; }

echo "READY {\"baseUrl\":\"$HOME_URL\",\"mariadb\":$WP_DB_PID,\"fpm\":$FPM_PID,\"nginx\":$NGINX_PID,\"posts\":\"$WORK/posts.tsv\",\"children\":$CHILDREN}"
# Until the bench closes our standard input (it ended, or died) or signals us.
while read -r _; do :; done
