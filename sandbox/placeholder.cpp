namespace dd::sandbox { int placeholder() { return 0; } }
