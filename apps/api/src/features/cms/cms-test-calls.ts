/** GraphQL operations the CMS tests share (not a test file). */

export const CMS_PAGE = /* GraphQL */ `
  query CmsPage($identifier: String, $id: Int) {
    cmsPage(identifier: $identifier, id: $id) {
      identifier
      url_key
      title
      content
      content_heading
      page_layout
      meta_title
      meta_description
      relative_url
      redirect_code
      type
    }
  }
`;

export const CMS_BLOCKS = /* GraphQL */ `
  query CmsBlocks($identifiers: [String]) {
    cmsBlocks(identifiers: $identifiers) {
      items {
        identifier
        title
        content
      }
    }
  }
`;

export const FAQ_CATEGORIES = /* GraphQL */ `
  query {
    faqCategories {
      id
      title
      url_key
      position
      questions {
        id
        category_id
        question
        answer
        url_key
        url_path
        position
      }
    }
  }
`;

export const FAQ_QUESTION = /* GraphQL */ `
  query FaqQuestion($id: Int!) {
    faqQuestion(id: $id) {
      id
      question
      answer
      url_path
    }
  }
`;

export const FAQ_SEARCH = /* GraphQL */ `
  query FaqSearch($search: String!, $pageSize: Int) {
    faqSearch(search: $search, pageSize: $pageSize) {
      id
      question
      url_key
    }
  }
`;

export interface CmsBlockItem {
  identifier: string;
  title: string;
  content: string;
}
