package org.jmlir.ir;

/**
 * Op traits that carry no parameters, kept as a bit set in each {@link OpDef} (a long: at most 64
 * traits, checked by TraitTest). Interfaces with methods (side effects, result naming, ...) are Java
 * interfaces registered on the def instead.
 */
public enum Trait {
  /** The op ends a block (MLIR's IsTerminator). */
  TERMINATOR,
  /** Like func.return: returns control to the parent op (ReturnLike). */
  RETURN_LIKE,
  /** Regions hold at most one block (SingleBlock). */
  SINGLE_BLOCK,
  /** Regions' blocks need no terminator (NoTerminator), e.g. builtin.module. */
  NO_TERMINATOR,
  /** Regions may not use values defined above (IsolatedFromAbove). */
  ISOLATED_FROM_ABOVE,
  /** The op defines a symbol through its {@code sym_name} attribute (Symbol). */
  SYMBOL,
  /** The op's region is a symbol table (SymbolTable). */
  SYMBOL_TABLE,
  /** Regions are graph regions: no dominance requirement (RegionKindInterface: Graph). */
  GRAPH_REGION,
  /** Entry blocks of regions take no arguments (NoRegionArguments). */
  NO_REGION_ARGUMENTS,
  /** A new scope for automatic allocation (AutomaticAllocationScope). */
  AUTOMATIC_ALLOCATION_SCOPE,
  /** A new affine scope (AffineScope). */
  AFFINE_SCOPE,
  SAME_OPERANDS_AND_RESULT_TYPE,
  SAME_OPERANDS_AND_RESULT_SHAPE,
  SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE,
  SAME_TYPE_OPERANDS,
  SAME_OPERANDS_SHAPE,
  SAME_OPERANDS_ELEMENT_TYPE,
  ELEMENTWISE,
  SCALARIZABLE,
  VECTORIZABLE,
  TENSORIZABLE,
  COMMUTATIVE,
  IDEMPOTENT,
  INVOLUTION,
  /** Produces a constant value with no operands (ConstantLike). */
  CONSTANT_LIKE,
  /** No memory effects (NoMemoryEffect; part of Pure). */
  NO_MEMORY_EFFECT,
  /** Always safe to speculate (AlwaysSpeculatable; part of Pure). */
  ALWAYS_SPECULATABLE,
  /** Memory effects are those of the nested ops (RecursiveMemoryEffects). */
  RECURSIVE_MEMORY_EFFECTS,
  /** Speculatable when its nested ops are (RecursivelySpeculatable). */
  RECURSIVELY_SPECULATABLE,
  /** Result types can be inferred from operands and attributes (InferTypeOpInterface). */
  INFER_TYPE,
  /** The op is a call (CallOpInterface). */
  CALL,
  /** The op is callable (CallableOpInterface). */
  CALLABLE,
  /** Function-like op with a function_type (FunctionOpInterface). */
  FUNCTION_LIKE,
  /** Operands are split into variadic segments by {@code operandSegmentSizes}. */
  ATTR_SIZED_OPERAND_SEGMENTS,
  /** Results are split into variadic segments by {@code resultSegmentSizes}. */
  ATTR_SIZED_RESULT_SEGMENTS;

  /** MLIR's Pure = NoMemoryEffect + AlwaysSpeculatable. */
  public static final Trait[] PURE = {NO_MEMORY_EFFECT, ALWAYS_SPECULATABLE};
}
