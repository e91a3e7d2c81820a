export { RegisterPage } from './register-page';
