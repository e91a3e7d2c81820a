// `npm run contract:check -- --base-url <url> …`: checks a running backend against openapi/ (see README.md).
import { main } from './main';

process.exitCode = await main(process.argv.slice(2));
