// Sign-up: checks a new account's details and sets up its organisation or admits it by invitation. Above users,
// members and organisations, which it uses (users and members never import it).
export { checkSignUpDetails, setUpNewAccount } from './sign-up.ts';
