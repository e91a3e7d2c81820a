export { Button, buttonStyleProps, type ButtonProps, type ButtonSize, type ButtonVariant } from './button';
