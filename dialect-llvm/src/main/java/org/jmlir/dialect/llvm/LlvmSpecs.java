package org.jmlir.dialect.llvm;

import java.util.function.Supplier;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/** The shared shapes of llvm ops (LLVMOps.td's base classes): constraints, attributes, formats. */
public final class LlvmSpecs {
  private LlvmSpecs() {}

  /** Overflow flag bits of {@code overflowFlags}. */
  public static final int NSW = 1;

  public static final int NUW = 2;

  /**
   * The factory of a plain {@link LlvmOp}, and the default of {@code fastmathFlags}: one lambda each,
   * shared by every op definition. A method reference is a class of its own at each place it is
   * written, and jrun pays for each such class: ~10 us to preload it from the AOT cache at every
   * start, or ~0.6 ms to spin it at run time when the cache lacks it (BENCHMARKS.md, issue 12).
   */
  public static final Supplier<LlvmOp> LLVM_OP = LlvmOp::new;

  public static final java.util.function.Function<MLIRContext, Attribute> NO_FASTMATH = FastmathFlagsAttr::none;

  // ---- type constraints (MLIR's descriptions) ------------------------------------------------

  public static final TypeConstraint ANY = new TypeConstraint("LLVM dialect-compatible type", LlvmTypes::isCompatible);

  /**
   * The same description, checking only the outermost type (MLIR's isCompatibleOuterType): a struct
   * passes whatever its fields, as MLIR 22 lets {@code llvm.intr.*.with.overflow} produce one.
   */
  public static final TypeConstraint ANY_OUTER =
      new TypeConstraint("LLVM dialect-compatible type", LlvmTypes::isCompatibleOuter);

  /** MLIR's LLVM_AnyNonAggregate: compatible, not a struct or array (vectors of one dimension). */
  public static final TypeConstraint NON_AGGREGATE =
      new TypeConstraint(
          "LLVM-compatible non-aggregate type",
          t -> LlvmTypes.isCompatible(t)
              && !(t instanceof LlvmStructType || t instanceof LlvmArrayType)
              && !(t instanceof VectorType v && v.shape().length != 1));

  /** MLIR's LLVM_LoadableType: a compatible type with a size (no void, function, opaque struct or memory-less target type). */
  public static final TypeConstraint LOADABLE =
      new TypeConstraint(
          "LLVM type with size",
          t -> LlvmTypes.isCompatible(t)
              && !(t instanceof LlvmPrimitiveType p && p.isVoid())
              && !(t instanceof LlvmFunctionType)
              && !(t instanceof LlvmStructType s && s.isOpaque())
              && !(t instanceof LlvmTargetExtType x && !x.supportsMemOps()));

  public static final TypeConstraint INT_LIKE =
      new TypeConstraint(
          "signless integer or LLVM dialect-compatible vector of signless integer", LlvmTypes::isIntLike);

  public static final TypeConstraint FLOAT_LIKE =
      new TypeConstraint(
          "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
          LlvmTypes::isFloatLike);

  public static final TypeConstraint POINTER = new TypeConstraint("LLVM pointer type", LlvmTypes::isPointer);

  public static final TypeConstraint POINTER_LIKE =
      new TypeConstraint(
          "LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type", LlvmTypes::isPointerLike);

  public static final TypeConstraint BOOL_LIKE =
      new TypeConstraint(
          "1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer",
          t -> TypeConstraint.isI1(LlvmTypes.scalar(t)));

  public static final TypeConstraint I1 = TypeConstraint.I1;

  public static final TypeConstraint INTEGER = new TypeConstraint("signless integer", LlvmTypes::isSignlessInt);

  public static final TypeConstraint I8 =
      new TypeConstraint("8-bit signless integer", t -> t instanceof IntegerType i && i.isSignless() && i.width() == 8);

  public static final TypeConstraint I32 =
      new TypeConstraint("32-bit signless integer", t -> t instanceof IntegerType i && i.isSignless() && i.width() == 32);

  public static final TypeConstraint I64 =
      new TypeConstraint("64-bit signless integer", t -> t instanceof IntegerType i && i.isSignless() && i.width() == 64);

  public static final TypeConstraint AGGREGATE =
      new TypeConstraint(
          "LLVM aggregate type", t -> t instanceof LlvmStructType || t instanceof LlvmArrayType);

  /** A builtin vector (its format type parses a VectorType, as ODS's LLVM_AnyVector). */
  public static final TypeConstraint VECTOR =
      TypeConstraint.ofKind(
          "LLVM dialect-compatible vector type",
          "builtin.vector",
          t -> t instanceof VectorType,
          t -> t instanceof VectorType v && LlvmTypes.isCompatible(v.elementType()));

  public static final TypeConstraint INT_OR_FLOAT_LIKE =
      new TypeConstraint(
          "signless integer or floating point LLVM type or LLVM dialect-compatible vector of signless integer or floating point LLVM type",
          t -> LlvmTypes.isIntLike(t) || LlvmTypes.isFloatLike(t));

  // ---- attribute constraints -----------------------------------------------------------------

  public static final AttrConstraint FASTMATH =
      AttrConstraint.of("LLVM fastmath flags", a -> a instanceof FastmathFlagsAttr);

  /** {@code overflowFlags}: an i32 stored flag set, written {@code <nsw, nuw>} after {@code overflow}. */
  public static final AttrConstraint OVERFLOW =
      new AttrConstraint(
          "LLVM integer overflow flags",
          a -> a instanceof IntegerAttr i && i.type() instanceof IntegerType t && t.width() == 32,
          LlvmSpecs::parseOverflow,
          LlvmSpecs::parseOverflow,
          (a, p) -> p.print(overflowText((int) ((IntegerAttr) a).longValue())));

  private static Attribute parseOverflow(org.jmlir.ir.parse.AsmParser p) {
    if (!p.parseOptionalLess()) {
      return null;
    }
    int flags = 0;
    do {
      int at = p.currentOffset();
      String w = p.parseOptionalKeyword();
      if ("nsw".equals(w)) {
        flags |= NSW;
      } else if ("nuw".equals(w)) {
        flags |= NUW;
      } else if (!"none".equals(w)) {
        throw p.emitError(at, "expected one of [none, nsw, nuw] for integer overflow flags");
      }
    } while (p.parseOptionalComma());
    p.parseGreater();
    return overflowAttr(p.context(), flags);
  }

  public static IntegerAttr overflowAttr(MLIRContext ctx, int flags) {
    return IntegerAttr.get(ctx, IntegerType.get(ctx, 32), flags);
  }

  static String overflowText(int flags) {
    return switch (flags) {
      case NSW -> "<nsw>";
      case NUW -> "<nuw>";
      case NSW | NUW -> "<nsw, nuw>";
      default -> "<none>";
    };
  }

  /** A TypeAttr written as its bare type ({@code elem_type}, {@code global_type}). */
  public static final AttrConstraint TYPE_ATTR =
      new AttrConstraint(
          "any type attribute",
          a -> a instanceof TypeAttr,
          p -> TypeAttr.get(p.context(), p.parseType()),
          p -> {
            Type t = p.parseOptionalType();
            return t == null ? null : TypeAttr.get(p.context(), t);
          },
          (a, p) -> p.printType(((TypeAttr) a).value()));

  public static final AttrConstraint I64_ATTR = AttrConstraint.signlessInteger(64);

  public static final AttrConstraint I32_ATTR = AttrConstraint.signlessInteger(32);

  public static final AttrConstraint BOOL_ATTR =
      AttrConstraint.of("bool attribute", a -> a instanceof IntegerAttr i && TypeConstraint.isI1(i.type()));

  // ---- formats -------------------------------------------------------------------------------

  static final String BINARY = "$lhs `,` $rhs attr-dict `:` type($res)";
  static final String BINARY_OVERFLOW = "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($res)";
  static final String BINARY_EXACT = "(`exact` $isExact^)? $lhs `,` $rhs attr-dict `:` type($res)";
  static final String BINARY_DISJOINT = "(`disjoint` $isDisjoint^)? $lhs `,` $rhs attr-dict `:` type($res)";
  static final String CAST = "$arg attr-dict `:` type($arg) `to` type($res)";
  static final String CAST_NNEG = "(`nneg` $nonNeg^)? $arg attr-dict `:` type($arg) `to` type($res)";
  static final String CAST_OVERFLOW = "$arg (`overflow` `` $overflowFlags^)? attr-dict `:` type($arg) `to` type($res)";
  static final String INTRINSIC = "`(` operands `)` attr-dict `:` functional-type(operands, results)";

  static OpSpec.Builder op(String name, Supplier<? extends Operation> factory) {
    return OpSpec.define(name, factory);
  }

  static OpSpec.Builder intBinary(String name, String format) {
    OpSpec.Builder b =
        op(name, LLVM_OP)
            .operand("lhs", INT_LIKE)
            .operand("rhs", INT_LIKE)
            .result("res", INT_LIKE)
            .traits(Trait.PURE).traits(Trait.SAME_OPERANDS_AND_RESULT_TYPE);
    switch (format) {
      case BINARY_OVERFLOW -> b.defaultAttr("overflowFlags", OVERFLOW, ctx -> overflowAttr(ctx, 0));
      case BINARY_EXACT -> b.optionalAttr("isExact", AttrConstraint.UNIT);
      case BINARY_DISJOINT -> b.optionalAttr("isDisjoint", AttrConstraint.UNIT);
      default -> {}
    }
    return b.format(format);
  }

  static OpSpec.Builder floatBinary(String name) {
    return op(name, LLVM_OP)
        .operand("lhs", FLOAT_LIKE)
        .operand("rhs", FLOAT_LIKE)
        .result("res", FLOAT_LIKE)
        .defaultAttr("fastmathFlags", FASTMATH, NO_FASTMATH)
        .traits(Trait.PURE).traits(Trait.SAME_OPERANDS_AND_RESULT_TYPE)
        .format(BINARY);
  }

  static OpSpec.Builder cast(String name, TypeConstraint from, TypeConstraint to, String format) {
    OpSpec.Builder b = op(name, LLVM_OP).operand("arg", from).result("res", to).traits(Trait.PURE);
    switch (format) {
      case CAST_NNEG -> b.optionalAttr("nonNeg", AttrConstraint.UNIT);
      case CAST_OVERFLOW -> b.defaultAttr("overflowFlags", OVERFLOW, ctx -> overflowAttr(ctx, 0));
      default -> {}
    }
    return b.format(format);
  }

  /** An intrinsic printed {@code llvm.intr.X(%a, %b) : (t, t) -> t}. */
  static OpSpec.Builder intrinsic(String name, int arity, TypeConstraint operand, boolean fastmath) {
    OpSpec.Builder b = op("llvm.intr." + name, LLVM_OP).traits(Trait.PURE);
    for (int i = 0; i < arity; i++) {
      b.operand(i == 0 ? "a" : i == 1 ? "b" : "c", operand);
    }
    b.result("res", operand);
    if (fastmath) {
      b.defaultAttr("fastmathFlags", FASTMATH, NO_FASTMATH);
    }
    return b.format(INTRINSIC);
  }

  // ---- shared pieces of hand-written syntax -------------------------------------------------

  /**
   * Splits a parsed attribute dictionary: inherent attributes of {@code def} go to {@code props},
   * the others to the op's discardable attributes.
   */
  static void splitAttrs(org.jmlir.ir.OpDef def, java.util.List<org.jmlir.ir.attr.NamedAttribute> parsed,
      java.util.List<org.jmlir.ir.attr.NamedAttribute> props, org.jmlir.ir.OperationState state) {
    for (org.jmlir.ir.attr.NamedAttribute a : parsed) {
      boolean already = false;
      for (org.jmlir.ir.attr.NamedAttribute q : props) {
        already |= q.name().equals(a.name());
      }
      if (already) {
        // Set by the syntax already (as CConv always is on llvm.func): both in the op's attribute
        // list, which the parser reports as "attribute 'X' occurs more than once", as MLIR does.
        state.attributes.add(a);
        state.attributes.add(a);
      } else if (def.isInherentAttr(a.name())) {
        props.add(a);
      } else {
        state.attributes.add(a);
      }
    }
  }

  /** Parses an optional linkage keyword into {@code linkage}, {@code external} when absent. */
  static void parseLinkage(org.jmlir.ir.parse.AsmParser p, java.util.List<org.jmlir.ir.attr.NamedAttribute> props) {
    String linkage = p.parseOptionalKeyword(LlvmKeywordAttr.LINKAGES);
    props.add(new org.jmlir.ir.attr.NamedAttribute("linkage",
        LlvmKeywordAttr.linkage(p.context(), linkage == null ? "external" : linkage)));
  }

  /** Parses an optional visibility ({@code hidden}, {@code protected}) into {@code visibility_}. */
  static void parseVisibility(org.jmlir.ir.parse.AsmParser p, java.util.List<org.jmlir.ir.attr.NamedAttribute> props) {
    String vis = p.parseOptionalKeyword(java.util.List.of("hidden", "protected"));
    if (vis != null) {
      props.add(new org.jmlir.ir.attr.NamedAttribute("visibility_", LlvmEnums.VISIBILITY.attr(p.context(), vis)));
    }
  }

  /** Parses an optional {@code unnamed_addr} / {@code local_unnamed_addr}. */
  /** Matches mlir-opt 22: the parser always sets {@code unnamed_addr} (0 when absent); builders do not. */
  static void parseUnnamedAddr(org.jmlir.ir.parse.AsmParser p, java.util.List<org.jmlir.ir.attr.NamedAttribute> props) {
    String ua = p.parseOptionalKeyword(java.util.List.of("unnamed_addr", "local_unnamed_addr"));
    props.add(new org.jmlir.ir.attr.NamedAttribute("unnamed_addr", LlvmEnums.UNNAMED_ADDR.attr(p.context(), ua == null ? "" : ua)));
  }

  /** Prints {@code visibility_} (unless default) and {@code unnamed_addr} (unless none), each followed by a space. */
  /**
   * The head llvm.mlir.global and llvm.mlir.alias share: {@code [linkage] [visibility] [thread_local]
   * [unnamed_addr]}, the linkage external when absent.
   */
  static void parseGlobalHead(org.jmlir.ir.parse.AsmParser p, java.util.List<org.jmlir.ir.attr.NamedAttribute> props) {
    parseLinkage(p, props);
    parseVisibility(p, props);
    if (p.parseOptionalKeyword("thread_local")) {
      props.add(new org.jmlir.ir.attr.NamedAttribute("thread_local_", org.jmlir.ir.attr.UnitAttr.get(p.context())));
    }
    parseUnnamedAddr(p, props);
  }

  /** Prints {@link #parseGlobalHead}'s head after a space, the linkage always. */
  static void printGlobalHead(LlvmOp op, String linkage, org.jmlir.ir.print.OpAsmPrinter p) {
    p.print(' ').print(linkage).print(' ');
    printVisibility(op, p);
    if (op.flag("thread_local_")) {
      p.print("thread_local ");
    }
    printUnnamedAddr(op, p);
  }

  /** The attribute dictionary of a global or alias, less the visibility and unnamed_addr its head prints. */
  static java.util.List<org.jmlir.ir.attr.NamedAttribute> attrsAfterGlobalHead(Operation op) {
    java.util.List<org.jmlir.ir.attr.NamedAttribute> dict = new java.util.ArrayList<>();
    for (org.jmlir.ir.attr.NamedAttribute a : org.jmlir.ir.ods.format.FormatProgram.attrDictionary(op)) {
      if (!(a.name().equals("visibility_") || a.name().equals("unnamed_addr"))) {
        dict.add(a);
      }
    }
    return dict;
  }

  static void printVisibility(LlvmOp op, org.jmlir.ir.print.OpAsmPrinter p) {
    String vis = op.enumAttr("visibility_", LlvmEnums.VISIBILITY);
    if (vis != null && !vis.equals("default")) {
      p.print(vis).print(' ');
    }
  }

  static void printUnnamedAddr(LlvmOp op, org.jmlir.ir.print.OpAsmPrinter p) {
    String ua = op.enumAttr("unnamed_addr", LlvmEnums.UNNAMED_ADDR);
    if (ua != null && !ua.isEmpty()) {
      p.print(ua).print(' ');
    }
  }
}
