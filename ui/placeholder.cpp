namespace dd::ui { int placeholder() { return 0; } }
