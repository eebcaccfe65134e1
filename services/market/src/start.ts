import { hello } from "@chainscribe/contracts"; console.log(hello, process.version);
