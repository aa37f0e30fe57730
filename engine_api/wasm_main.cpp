// The WebAssembly module's entry: nothing to do at start-up; the host calls judge_api.h's functions.
int main() { return 0; }
