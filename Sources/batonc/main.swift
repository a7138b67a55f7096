import BatonCompiler
print("batonc: not yet")
