// antd-heavy screens on a shared 2-core machine (and CI): room above jest's 5 s default per test.
// (testTimeout in a project config is ignored when jest runs from the root with projects.)
jest.setTimeout(20_000);
