import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Center,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '../../lib/icons';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAuth } from '../../lib/auth';
import { apiErrorMessage } from '../../lib/errors';
import { loginSchema, type LoginValues } from './login-schema';

export interface LoginScreenProps {
  /** Called after a successful login (the shell navigates on). */
  onLoggedIn?: () => void;
}

export function LoginScreen({ onLoggedIn }: LoginScreenProps) {
  const { login } = useAuth();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await login(values.email.trim(), values.password);
      onLoggedIn?.();
    } catch (error) {
      setServerError(apiErrorMessage(error, 'Login failed. Please try again.'));
    }
  });

  return (
    <Center mih="100vh" bg="gray.0" p="md">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
        <form onSubmit={submit} noValidate aria-label="Log in">
          <Stack gap="md">
            <div>
              <Title order={2}>Lumo page builder</Title>
              <Text c="dimmed" size="sm">
                Log in with your editor account.
              </Text>
            </div>
            {serverError && (
              <Alert
                color="red"
                icon={<IconAlertCircle size={18} />}
                title="Could not log in"
                role="alert"
              >
                {serverError}
              </Alert>
            )}
            <TextInput
              label="Email"
              type="email"
              autoComplete="username"
              autoFocus
              data-testid="login:email"
              error={errors.email?.message}
              {...register('email')}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              data-testid="login:password"
              error={errors.password?.message}
              {...register('password')}
            />
            <Button type="submit" loading={isSubmitting} data-testid="login:submit" fullWidth>
              Log in
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
