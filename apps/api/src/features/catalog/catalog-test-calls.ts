/** GraphQL operations the catalogue's tests share. */

export const PRODUCT_CARD = /* GraphQL */ `
  fragment Card on ProductInterface {
    __typename
    uid
    sku
    name
    url_key
    request_path
    stock_status
    price_range {
      minimum_price {
        regular_price {
          value
          currency
        }
        final_price {
          value
          currency
        }
      }
      maximum_price {
        final_price {
          value
          currency
        }
      }
    }
  }
`;

export const PRODUCTS = /* GraphQL */ `
  query Products(
    $search: String
    $filter: ProductAttributeFilterInput
    $pageSize: Int
    $currentPage: Int
    $sort: ProductAttributeSortInput
  ) {
    products(
      search: $search
      filter: $filter
      pageSize: $pageSize
      currentPage: $currentPage
      sort: $sort
    ) {
      total_count
      page_info {
        page_size
        current_page
        total_pages
      }
      items {
        ...Card
      }
      sort_fields {
        default
        options {
          value
          label
        }
      }
    }
  }
  ${PRODUCT_CARD}
`;

export const AGGREGATIONS = /* GraphQL */ `
  query Aggregations($search: String, $filter: ProductAttributeFilterInput) {
    products(search: $search, filter: $filter, pageSize: 1) {
      total_count
      aggregations {
        attribute_code
        label
        count
        options {
          label
          value
          count
        }
      }
      suggestions {
        search
      }
    }
  }
`;

export const PRODUCT_PAGE = /* GraphQL */ `
  query ProductPage($urlKey: String!) {
    products(filter: { url_key: { eq: $urlKey } }) {
      items {
        ...Card
        canonical_url
        ... on RoutableInterface {
          relative_url
          redirect_code
          type
        }
        flavour
        nicotine_strength
        volume_ml
        device_type
        special_price
        description {
          html
        }
        media_gallery {
          url
          label
          position
        }
        categories {
          uid
          name
          url_path
        }
        stock_item {
          qty
          is_in_stock
          manage_stock
        }
        related_products {
          sku
        }
        upsell_products {
          sku
        }
        crosssell_products {
          sku
        }
        ... on ConfigurableProduct {
          configurable_options {
            attribute_code
            label
            values {
              uid
              label
            }
          }
          variants {
            attributes {
              code
              label
              uid
            }
            product {
              sku
              stock_status
              nicotine_strength
              price_range {
                minimum_price {
                  final_price {
                    value
                  }
                }
              }
            }
          }
        }
        ... on BundleProduct {
          dynamic_price
          items {
            title
            required
            type
            options {
              label
              quantity
              is_default
              price_type
              can_change_quantity
              product {
                sku
              }
            }
          }
        }
      }
    }
  }
  ${PRODUCT_CARD}
`;

export const CATEGORIES = /* GraphQL */ `
  query Categories($filters: CategoryFilterInput, $pageSize: Int) {
    categories(filters: $filters, pageSize: $pageSize) {
      total_count
      items {
        uid
        name
        url_path
        level
        product_count
        relative_url
        redirect_code
        type
        breadcrumbs {
          category_name
          category_url_path
        }
        children {
          uid
          name
          url_path
          product_count
        }
        products(pageSize: 50) {
          total_count
          items {
            sku
          }
        }
      }
    }
  }
`;

export const IMPORT = /* GraphQL */ `
  mutation Import($rows: JSON!) {
    importCatalog(input: { rows: $rows }) {
      created
      updated
    }
  }
`;
