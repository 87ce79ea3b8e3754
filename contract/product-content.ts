/**
 * A product's content: the fields an editor edits in the back office's product form, as the API
 * keeps them in drafts, versions and the catalogue and answers them (the SDL's
 * `ProductContentView`; the form sends them as `ProductContentInput`).
 */

export interface ProductPhoto {
  /**
   * A path the API serves: an uploaded photo's largest JPEG (`/files/photos/…`), an older
   * upload's (`/files/uploads/…`) or the catalogue's.
   */
  readonly url: string;
  /** Its alt text; empty where the page describes the photo itself. */
  readonly alt: string;
}

export interface ProductContent {
  readonly name: string;
  /** In reais. */
  readonly price: number;
  readonly quantity: number;
  readonly categoryId: string;
  /** Rich text (HTML from the editor), sanitized by the site when shown. */
  readonly description: string;
  /** In the order the page shows them. */
  readonly photos: readonly ProductPhoto[];
  /** Whether the product is in the shop. */
  readonly published: boolean;
}
