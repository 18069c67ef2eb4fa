namespace dd::models { int placeholder() { return 0; } }
