func.func @g(
