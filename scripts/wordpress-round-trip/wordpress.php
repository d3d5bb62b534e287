<?php
/**
 * The WordPress side of scripts/wordpress-round-trip.sh and of the bench's WordPress
 * (scripts/bench/wordpress.sh), run with PHP's CLI in a private copy of WordPress (WP_ROOT):
 * `install`, `languages`, `import <wxr> [<storage dir> <media url prefix>]`, `measure <original wxr>
 * <out.json> [<imported wxr>]`, `report …`, `export <out.xml>` (Tools → Export → All content).
 * Each step is its own process because WordPress loads the plugins that are active when it starts.
 * WP_PLUGINS (comma-separated) and WP_PERMALINKS change what `install` sets up: the bench wants
 * plain WordPress, without Polylang, on the default `?p=` links.
 */
$step = $argv[1] ?? '';
$_SERVER['HTTP_HOST'] = 'wordpress.example';
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_NAME'] = 'wordpress.example';
$_SERVER['REQUEST_METHOD'] = 'GET';
$root = getenv( 'WP_ROOT' );

if ( 'install' === $step ) {
	define( 'WP_INSTALLING', true );
	require $root . '/wp-load.php';
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	// The "new site" e-mail: there is no mailer here, and nobody to read it.
	add_filter( 'pre_wp_mail', '__return_true' );
	$result = wp_install( 'Round trip', 'admin', 'admin@wordpress.example', true, '', 'not-a-real-password' );
	$permalinks = getenv( 'WP_PERMALINKS' );
	update_option( 'permalink_structure', false === $permalinks ? '/%postname%/' : $permalinks );
	// Without the sample post, page and comment, every count below is the import's alone.
	foreach ( get_posts( array( 'post_type' => 'any', 'post_status' => 'any', 'numberposts' => -1 ) ) as $post ) {
		wp_delete_post( $post->ID, true );
	}
	require_once ABSPATH . 'wp-admin/includes/plugin.php';
	$plugins = getenv( 'WP_PLUGINS' );
	foreach ( explode( ',', false === $plugins ? 'polylang/polylang.php,wordpress-importer/wordpress-importer.php' : $plugins ) as $plugin ) {
		$error = activate_plugin( $plugin );
		if ( is_wp_error( $error ) ) {
			fwrite( STDERR, "$plugin: " . $error->get_error_message() . "\n" );
			exit( 1 );
		}
	}
	exit( 0 );
}

// The other steps run as the site's administrator in the dashboard, where Polylang and the
// importer do their work when a person clicks through Tools → Import.
define( 'WP_ADMIN', true );
define( 'WP_LOAD_IMPORTERS', true );
require $root . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/admin.php';
wp_set_current_user( 1 );

if ( 'languages' === $step ) {
	// The languages a Polylang site made with the fixture has, Persian first (the default). Only
	// the settings page's model adds languages; outside that page Polylang loads the reader's one.
	$options = get_option( 'polylang' );
	$model = new PLL_Admin_Model( $options );
	foreach ( array(
		array( 'name' => 'فارسی', 'slug' => 'fa', 'locale' => 'fa_IR', 'rtl' => 1, 'term_group' => 0, 'flag' => 'ir' ),
		array( 'name' => 'English', 'slug' => 'en', 'locale' => 'en_US', 'rtl' => 0, 'term_group' => 1, 'flag' => 'us' ),
	) as $language ) {
		$result = $model->add_language( $language );
		if ( is_wp_error( $result ) ) {
			fwrite( STDERR, $language['slug'] . ': ' . $result->get_error_message() . "\n" );
			exit( 1 );
		}
	}
	exit( 0 );
}

if ( 'import' === $step ) {
	$file = $argv[2];
	$storage = $argv[3] ?? null;
	$prefix = $argv[4] ?? null;
	// The attachments' downloads, answered from Darvazeh's storage folder for the addresses its
	// export wrote, so no server has to run; any other address fails as an unreachable host would.
	add_filter(
		'pre_http_request',
		function ( $pre, $args, $url ) use ( $storage, $prefix ) {
			if ( 0 !== strpos( $url, $prefix ) ) {
				return new WP_Error( 'http_request_failed', "not reachable here: $url" );
			}
			$path = $storage . '/' . implode( '/', array_map( 'rawurldecode', explode( '/', substr( $url, strlen( $prefix ) ) ) ) );
			if ( ! is_file( $path ) ) {
				return array( 'headers' => array(), 'body' => '', 'response' => array( 'code' => 404, 'message' => 'Not Found' ), 'cookies' => array(), 'filename' => null );
			}
			if ( ! empty( $args['filename'] ) ) {
				copy( $path, $args['filename'] );
			}
			return array(
				'headers'  => array( 'content-length' => (string) filesize( $path ), 'content-type' => mime_content_type( $path ) ),
				'body'     => empty( $args['filename'] ) ? file_get_contents( $path ) : '',
				'response' => array( 'code' => 200, 'message' => 'OK' ),
				'cookies'  => array(),
				'filename' => $args['filename'] ?? null,
			);
		},
		10,
		3
	);
	// Polylang's subclass is what Tools → Import runs when Polylang is active. Without a storage
	// folder the attachments stay out, as when the box "Download and import file attachments" is
	// left unticked.
	$importer = class_exists( 'PLL_WP_Import' ) ? new PLL_WP_Import() : new WP_Import();
	$importer->fetch_attachments = null !== $storage;
	// The import screen's default for every author of the file: make the author as the file
	// describes it (login, e-mail, display name), neither a new login nor an existing user.
	$data = $importer->parse( $file );
	$_POST['imported_authors'] = array_column( array_values( $data['authors'] ?? array() ), 'author_login' );
	$_POST['user_map'] = array();
	$_POST['user_new'] = array();
	$importer->import( $file );
	exit( 0 );
}

/** Adds one to `$m[ $key ]`. */
function tally( &$m, $key ) {
	$m[ $key ] = ( $m[ $key ] ?? 0 ) + 1;
}

/**
 * What one site holds after its import, for `report`; with the WXR file it imported, also how many
 * posts kept the file's Darvazeh attributes (post meta) exactly, found by their GUID.
 */
function measure( $home, $app, $imported = null ) {
	global $wpdb;
	$m = array();
	foreach ( $wpdb->get_results( "select post_type, count(*) n from {$wpdb->posts} where post_status <> 'auto-draft' and post_type not in ('revision', 'nav_menu_item') group by post_type" ) as $row ) {
		$m[ 'items: ' . $row->post_type ] = (int) $row->n;
	}
	$pairs = 0;
	$languages = array();
	foreach ( $wpdb->get_results( "select ID, post_type from {$wpdb->posts} where post_type not in ('attachment', 'revision', 'nav_menu_item') and post_status <> 'auto-draft'" ) as $post ) {
		$language = pll_get_post_language( (int) $post->ID ) ?: 'none';
		$languages[ $language ] = ( $languages[ $language ] ?? 0 ) + 1;
		if ( 'none' !== $language ) {
			tally( $m, "$post->post_type: with a language" );
		}
		if ( 'fa' === $language && count( pll_get_post_translations( (int) $post->ID ) ) >= 2 ) {
			++$pairs;
			tally( $m, "$post->post_type: Polylang pairs" );
		}
		if ( '' !== (string) get_post_meta( (int) $post->ID, '_darvazeh_attributes', true ) ) {
			tally( $m, "$post->post_type: Darvazeh attributes (post meta)" );
		}
		if ( get_the_terms( (int) $post->ID, 'category' ) ) {
			tally( $m, "$post->post_type: with a category" );
		}
	}
	if ( $imported ) {
		// WordPress gives each post a GUID of its own: a post is found by its item's id and language.
		foreach ( ( new WXR_Parser() )->parse( $imported )['posts'] as $post ) {
			$meta = array_column( $post['postmeta'] ?? array(), 'value', 'key' );
			if ( ! isset( $meta['_darvazeh_attributes'] ) ) {
				continue;
			}
			$language = array_column( $post['terms'] ?? array(), 'slug', 'domain' )['language'] ?? null;
			foreach ( $wpdb->get_col( $wpdb->prepare( "select post_id from {$wpdb->postmeta} where meta_key = '_darvazeh_id' and meta_value = %s", $meta['_darvazeh_id'] ?? '' ) ) as $id ) {
				if ( pll_get_post_language( (int) $id ) === $language && get_post_meta( (int) $id, '_darvazeh_attributes', true ) === $meta['_darvazeh_attributes'] ) {
					tally( $m, "{$post['post_type']}: Darvazeh attributes as written" );
				}
			}
		}
	}
	ksort( $languages );
	$m['posts by language'] = implode( ' ', array_map( fn( $k, $v ) => "$k:$v", array_keys( $languages ), $languages ) );
	$m['Polylang post pairs'] = $pairs;
	$term_pairs = 0;
	foreach ( array( 'category' => 'categories', 'post_tag' => 'tags' ) as $taxonomy => $label ) {
		$terms = get_terms( array( 'taxonomy' => $taxonomy, 'hide_empty' => false, 'lang' => '' ) );
		$m[ $label ] = count( $terms );
		foreach ( $terms as $term ) {
			if ( 'fa' === pll_get_term_language( $term->term_id ) && count( pll_get_term_translations( $term->term_id ) ) >= 2 ) {
				++$term_pairs;
			}
		}
	}
	$m['Polylang term pairs'] = $term_pairs;
	$m['sticky posts'] = count( (array) get_option( 'sticky_posts', array() ) );
	$m['published items (not attachments)'] = (int) $wpdb->get_var( "select count(*) from {$wpdb->posts} where post_status = 'publish' and post_type not in ('attachment', 'revision', 'nav_menu_item')" );
	$m['comments'] = (int) $wpdb->get_var( "select count(*) from {$wpdb->comments}" );
	$m['comments awaiting moderation'] = (int) $wpdb->get_var( "select count(*) from {$wpdb->comments} where comment_approved = '0'" );
	$m['replies (comments with a parent)'] = (int) $wpdb->get_var( "select count(*) from {$wpdb->comments} where comment_parent <> 0" );
	$attachments = $wpdb->get_col( "select ID from {$wpdb->posts} where post_type = 'attachment'" );
	$m['attachments'] = count( $attachments );
	$m['attachments with their file'] = count( array_filter( $attachments, fn( $id ) => is_file( (string) get_attached_file( (int) $id ) ) ) );
	$m['attachments attached to a post'] = (int) $wpdb->get_var( "select count(*) from {$wpdb->posts} a join {$wpdb->posts} p on p.ID = a.post_parent where a.post_type = 'attachment'" );
	$m['featured images'] = (int) $wpdb->get_var( "select count(*) from {$wpdb->postmeta} m join {$wpdb->posts} p on p.ID = m.meta_value and p.post_type = 'attachment' where m.meta_key = '_thumbnail_id'" );
	$m['authors (in the file; made by the import)'] = (int) $wpdb->get_var( "select count(*) from {$wpdb->users}" ) - 1;
	$m['Darvazeh bylines (post meta)'] = (int) $wpdb->get_var( "select count(*) from {$wpdb->postmeta} where meta_key = '_darvazeh_byline'" );
	$m['Darvazeh types (post meta)'] = (int) $wpdb->get_var( "select count(*) from {$wpdb->postmeta} where meta_key = '_darvazeh_type'" );
	$like = fn( $text ) => (int) $wpdb->get_var( $wpdb->prepare( "select count(*) from {$wpdb->posts} where post_type <> 'attachment' and post_content like %s", '%' . $wpdb->esc_like( $text ) . '%' ) );
	$m["bodies linking to the old site"] = $like( $home );
	$m["bodies linking to APP_URL"] = $like( $app );
	$m["bodies showing this site's uploads"] = $like( wp_get_upload_dir()['baseurl'] );
	$m['slugs'] = array_map( 'rawurldecode', $wpdb->get_col( "select post_name from {$wpdb->posts} where post_type <> 'attachment'" ) );
	return $m;
}

/** Counts of a WXR file as the importer parses it. */
function file_counts( $data ) {
	$c = array( 'Polylang post pairs' => 0, 'Polylang term pairs' => 0, 'sticky posts' => 0, 'published items (not attachments)' => 0, 'comments' => 0, 'comments awaiting moderation' => 0, 'replies (comments with a parent)' => 0, 'featured images' => 0 );
	$groups = array();
	$slugs = array();
	foreach ( $data['posts'] as $post ) {
		tally( $c, 'items: ' . $post['post_type'] );
		$categorised = false;
		foreach ( $post['comments'] ?? array() as $comment ) {
			++$c['comments'];
			if ( '0' === (string) $comment['comment_approved'] ) {
				++$c['comments awaiting moderation'];
			}
			if ( (int) $comment['comment_parent'] ) {
				++$c['replies (comments with a parent)'];
			}
		}
		if ( 'attachment' === $post['post_type'] && (int) $post['post_parent'] ) {
			$c['attachments attached to a post'] = ( $c['attachments attached to a post'] ?? 0 ) + 1;
		}
		if ( ! empty( $post['is_sticky'] ) ) {
			++$c['sticky posts'];
		}
		if ( 'publish' === $post['status'] && 'attachment' !== $post['post_type'] ) {
			++$c['published items (not attachments)'];
		}
		foreach ( $post['terms'] ?? array() as $term ) {
			if ( 'post_translations' === $term['domain'] ) {
				$groups[ $term['slug'] ][] = $post['post_type'];
			}
			if ( 'language' === $term['domain'] ) {
				tally( $c, "{$post['post_type']}: with a language" );
			}
			if ( 'category' === $term['domain'] ) {
				$categorised = true;
			}
		}
		if ( $categorised ) {
			tally( $c, "{$post['post_type']}: with a category" );
		}
		foreach ( $post['postmeta'] ?? array() as $meta ) {
			if ( '_thumbnail_id' === $meta['key'] ) {
				++$c['featured images'];
			}
			if ( '_darvazeh_attributes' === $meta['key'] ) {
				tally( $c, "{$post['post_type']}: Darvazeh attributes (post meta)" );
			}
		}
		$slug = rawurldecode( $post['post_name'] );
		if ( 'attachment' !== $post['post_type'] && preg_match( '/[^\x00-\x7f]/', $slug ) ) {
			$slugs[] = $slug;
		}
	}
	$c['Polylang post pairs'] = count( array_filter( $groups, fn( $types ) => count( $types ) >= 2 ) );
	foreach ( array_filter( $groups, fn( $types ) => count( $types ) >= 2 ) as $types ) {
		tally( $c, "{$types[0]}: Polylang pairs" );
	}
	foreach ( $data['terms'] ?? array() as $term ) {
		if ( 'term_translations' === $term['term_taxonomy'] && count( (array) maybe_unserialize( $term['term_description'] ) ) >= 2 ) {
			++$c['Polylang term pairs'];
		}
	}
	$c['categories'] = count( $data['categories'] ?? array() );
	$c['tags'] = count( $data['tags'] ?? array() );
	$c['attachments'] = $c['items: attachment'] ?? 0;
	$c['authors (in the file; made by the import)'] = count( $data['authors'] ?? array() );
	$c['slugs'] = $slugs;
	return $c;
}

if ( 'measure' === $step ) {
	$original = ( new WXR_Parser() )->parse( $argv[2] );
	file_put_contents( $argv[3], json_encode( measure( rtrim( (string) $original['base_url'], '/' ), getenv( 'APP_URL' ), $argv[4] ?? null ), JSON_UNESCAPED_UNICODE ) );
	exit( 0 );
}

if ( 'export' === $step ) {
	// What Tools → Export → All content downloads, written to a file instead.
	require_once ABSPATH . 'wp-admin/includes/export.php';
	ob_start();
	export_wp( array( 'content' => 'all' ) );
	file_put_contents( $argv[2], ob_get_clean() );
	exit( 0 );
}

if ( 'report' === $step ) {
	$a = file_counts( ( new WXR_Parser() )->parse( $argv[2] ) );
	$b = file_counts( ( new WXR_Parser() )->parse( $argv[3] ) );
	$wa = json_decode( file_get_contents( $argv[4] ), true );
	$wb = json_decode( file_get_contents( $argv[5] ), true );
	$rows = array_unique( array_merge( array_keys( $a ), array_keys( $wa ), array_keys( $b ), array_keys( $wb ) ) );
	$rows = array_values( array_diff( $rows, array( 'slugs' ) ) );
	// The counts per post type first, each post type's together, then the site's.
	$rank = fn( $row ) => 0 === strpos( $row, 'items: ' ) ? 0 : ( preg_match( '/^[a-z0-9_-]+: /', $row ) ? 1 : 2 );
	usort( $rows, fn( $x, $y ) => $rank( $x ) <=> $rank( $y ) ?: ( 1 === $rank( $x ) ? strcmp( $x, $y ) : 0 ) );
	$line = fn( ...$cells ) => vprintf( "| %s | %s | %s | %s | %s |\n", $cells );
	$line( '', 'WordPress file', 'its import on WordPress', "Darvazeh's WXR", 'its import on WordPress' );
	$line( '---', '--:', '--:', '--:', '--:' );
	foreach ( $rows as $row ) {
		$line( $row, $a[ $row ] ?? '', $wa[ $row ] ?? '', $b[ $row ] ?? '', $wb[ $row ] ?? '' );
	}
	$whole = fn( $names ) => array_values( array_filter( $a['slugs'], fn( $slug ) => in_array( mb_strtolower( $slug ), array_map( 'mb_strtolower', $names ), true ) ) );
	$line( "the file's Persian slugs there whole", count( $a['slugs'] ), count( $whole( $wa['slugs'] ) ), count( $whole( $b['slugs'] ) ), count( $whole( $wb['slugs'] ) ) );
	foreach ( array_diff( $a['slugs'], $whole( $wb['slugs'] ) ) as $slug ) {
		echo "\nnot back whole after the round trip: $slug\n";
	}
	exit( 0 );
}

fwrite( STDERR, "unknown step $step\n" );
exit( 2 );
