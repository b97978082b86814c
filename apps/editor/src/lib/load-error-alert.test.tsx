import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { LoadErrorAlert } from './load-error-alert';

describe('LoadErrorAlert', () => {
  it('explains the failure and asks again, without passing the click on', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithProviders(
      <LoadErrorAlert
        title="The things could not be loaded"
        error={new TypeError('Failed to fetch')}
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The things could not be loaded');
    expect(alert).toHaveTextContent(
      'The request did not reach the server. Check your connection and try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onRetry).toHaveBeenCalledWith();
  });
});
