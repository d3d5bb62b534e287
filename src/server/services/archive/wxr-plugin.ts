/**
 * The WordPress plugin that goes with the WXR export: WordPress's importer refuses every item of a
 * post type the site has not registered ("Invalid post type"), so this registers each content type
 * but articles as the post type the export writes it as, with the type's names in both languages,
 * and has Polylang translate them. Made from the registry, so a new type is in it too.
 */
import { defaultLocale, locales } from '@/i18n/locales';
import { translate } from '@/i18n/messages';
import { wordpressPostType } from '@/server/services/wordpress/post-types';
import { contentTypes, type ContentTypeRegistry } from '@/shared/content-types';

/** The plugin's file name, beside the WXR file and in the site's `wp-content/plugins/`. */
export const WORDPRESS_PLUGIN_FILE = 'darvazeh-content-types.php';

/** A PHP single-quoted string: only `\` and `'` are special there. */
const php = (text: string) => `'${text.replace(/[\\']/g, '\\$&')}'`;

/** The entry of one content type in the plugin's `darvazeh_content_types()`. */
function entry(type: string, registry: ContentTypeRegistry): string {
  const labels = locales.map(
    (locale) =>
      `        ${php(locale)} => array( 'name' => ${php(translate(locale, `managerContent.types.${type}`))}, 'singular_name' => ${php(translate(locale, `managerActivities.things.${type}`))} ),`,
  );
  return [
    `    ${php(wordpressPostType(type, registry))} => array(`,
    `      'slug'   => ${php(type)},`,
    "      'labels' => array(",
    ...labels,
    '      ),',
    '    ),',
  ].join('\n');
}

/** The plugin's PHP source, one post type per content type but articles. */
export function wordpressPlugin(registry: ContentTypeRegistry = contentTypes): string {
  const types = Object.keys(registry).filter((type) => type !== 'articles');
  return `<?php
/**
 * Plugin Name: Darvazeh content types
 * Description: Registers the content types of a Darvazeh site's WordPress export as post types, so Tools → Import → WordPress imports them, and has Polylang translate them.
 * Version: 1.0
 * Requires at least: 5.0
 * Requires PHP: 7.0
 *
 * Written by Darvazeh's export from its content types: activate it before importing the export.
 * Each item keeps its type's fields as the post meta _darvazeh_attributes (JSON).
 */

defined( 'ABSPATH' ) || exit;

/** Post type => its address and its names in each language. */
function darvazeh_content_types() {
  return array(
${types.map((type) => entry(type, registry)).join('\n')}
  );
}

function darvazeh_register_content_types() {
  $language = substr( determine_locale(), 0, 2 );
  foreach ( darvazeh_content_types() as $post_type => $type ) {
    register_post_type(
      $post_type,
      array(
        'labels'       => $type['labels'][ $language ] ?? $type['labels'][${php(defaultLocale)}],
        'public'       => true,
        'has_archive'  => $type['slug'],
        'rewrite'      => array( 'slug' => $type['slug'] ),
        'show_in_rest' => true,
        'supports'     => array( 'title', 'editor', 'excerpt', 'thumbnail', 'comments', 'custom-fields', 'author' ),
        'taxonomies'   => array( 'category', 'post_tag' ),
      )
    );
  }
}
add_action( 'init', 'darvazeh_register_content_types' );

/** Polylang: each of these post types has languages and translations, with no switch to turn that off. */
add_filter(
  'pll_get_post_types',
  function ( $post_types, $is_settings ) {
    foreach ( array_keys( darvazeh_content_types() ) as $post_type ) {
      if ( $is_settings ) {
        unset( $post_types[ $post_type ] );
      } else {
        $post_types[ $post_type ] = $post_type;
      }
    }
    return $post_types;
  },
  10,
  2
);

/** The types' addresses (/books/…) answer at once, not only after the permalinks are saved again. */
register_activation_hook(
  __FILE__,
  function () {
    darvazeh_register_content_types();
    flush_rewrite_rules();
  }
);
`;
}
