// placeholder, replaced by its owner
int Placeholder() { return 0; }
