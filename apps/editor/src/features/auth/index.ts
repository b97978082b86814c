export { LoginScreen } from './LoginScreen';
export { AccountMenu } from './AccountMenu';
export { ChangeOwnPasswordModal } from './ChangeOwnPasswordModal';
export { EDITOR_PASSWORD_MIN_LENGTH, newPasswordSchema } from './login-schema';
