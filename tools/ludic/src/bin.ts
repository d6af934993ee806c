#!/usr/bin/env node
import { main } from "./cli.js";
import { realDeps } from "./deps.js";
import { nodeIo } from "./node-io.js";

const io = nodeIo();
const code = await main(process.argv.slice(2), realDeps(), io);
io.close();
process.exitCode = code;
