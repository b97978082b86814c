export { PageEditorScreen, type PageEditorScreenProps } from './page-editor-screen';
