import type { Resolvers } from '@lumo/graphql/server';
import type { GraphQLContext } from '../../context';
import { editorResolver } from '../../editor-resolver';
import { authorizationError } from '../../errors';
import { clearedEditorCookie, editorCookie } from '../../http/cookies';
import { toEditor } from './editor-service';

export const editorResolvers: Resolvers<GraphQLContext> = {
  Query: {
    async editorMe(_parent, _args, context) {
      const editor = await context.currentEditor();
      return editor ? toEditor(editor) : null;
    },
    async editors(_parent, _args, context) {
      await context.requireAdmin();
      return (await context.services.editors.list()).map(toEditor);
    },
  },
  Mutation: {
    async generateEditorToken(_parent, args, context) {
      const { token, editor, expiresAt } = await context.services.editors.signIn(
        args.email,
        args.password,
        context.clientAddress,
      );
      const maxAge = (expiresAt.getTime() - context.clock.now().getTime()) / 1000;
      context.responseCookies.push(editorCookie(token, maxAge, context.secureCookies));
      return { token, editor: toEditor(editor) };
    },
    async revokeEditorToken(_parent, _args, context) {
      const editor = await context.currentEditor();
      if (!editor || !context.credential) throw authorizationError();
      await context.services.editors.revoke(context.credential.token);
      context.responseCookies.push(clearedEditorCookie(context.secureCookies));
      return { result: true };
    },
    createEditor: editorResolver(async (args, actor, { editors }) =>
      toEditor(await editors.create(actor, args.input)),
    ),
    deleteEditor: editorResolver(async (args, actor, { editors }) => {
      await editors.delete(actor, args.uid);
      return { result: true };
    }),
    async changeEditorPassword(_parent, args, context) {
      const actor = await context.requireEditor();
      await context.services.editors.changePassword(actor, args.input, context.credential?.token);
      return { result: true };
    },
  },
};
