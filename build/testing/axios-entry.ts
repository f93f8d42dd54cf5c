// The entry of a test build that holds the installed axios (build/plugins/axios-xhr-only.node.test.ts).
import axios from 'axios';

Object.assign(globalThis, { axios });
