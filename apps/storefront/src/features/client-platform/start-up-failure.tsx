/**
 * SPEC §8 "Start-up failure": the message and stack printed as text in the page. React writes them
 * as text nodes, so markup in a message is shown, never run.
 */
export function StartUpFailure({ title, error }: { title: string; error: unknown }) {
  const { message, stack } = describeError(error);
  return (
    <div className="ls-start-up-failure" role="alert" data-testid="platform:start-up-failure">
      <p>{title}</p>
      <pre>
        {message}
        {stack ? `\n${stack}` : ''}
      </pre>
    </div>
  );
}

export function describeError(error: unknown): { message: string; stack: string } {
  if (error instanceof Error) {
    // Most engines start the stack with "Name: message"; print that line once.
    const stack = error.stack ?? '';
    const header = `${error.name}: ${error.message}`;
    return {
      message: error.message || error.name,
      stack: stack.startsWith(header) ? stack.slice(header.length).replace(/^\n/, '') : stack,
    };
  }
  return { message: String(error), stack: '' };
}
