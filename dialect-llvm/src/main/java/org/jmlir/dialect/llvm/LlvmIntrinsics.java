package org.jmlir.dialect.llvm;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * The common {@code llvm.intr.*} ops: float math (with fast-math flags), integer bit counting and
 * min/max, memory intrinsics, stack save/restore, assume and the vector reductions. Their names
 * follow MLIR 22; those MLIR prints in the generic form have no format here either.
 */
public final class LlvmIntrinsics {
  /** A #llvm.tailcallkind in its stripped format form, {@code <tail>} (llvm.inline_asm's tail_call_kind). */
  private static final AttrConstraint TAIL_CALL_KIND_STRIPPED = new AttrConstraint(
      "LLVM Calling Convention specification",
      a -> a instanceof LlvmKeywordAttr k && k.is(LlvmKeywordAttr.TAIL_CALL_KIND),
      LlvmIntrinsics::parseTailCallKind,
      p -> p.parseOptionalLess() ? tailCallKindAfterLess(p) : null,
      (a, pr) -> pr.print("<" + ((LlvmKeywordAttr) a).keyword() + ">"));

  private static org.jmlir.ir.attr.Attribute parseTailCallKind(org.jmlir.ir.parse.AsmParser p) {
    p.parseLess();
    return tailCallKindAfterLess(p);
  }

  private static org.jmlir.ir.attr.Attribute tailCallKindAfterLess(org.jmlir.ir.parse.AsmParser p) {
    String k = p.parseKeyword();
    p.parseGreater();
    return LlvmKeywordAttr.tailCallKind(p.context(), k);
  }

  private LlvmIntrinsics() {}

  /** Unary float intrinsics with fast-math flags. */
  public static final List<String> FLOAT_UNARY =
      List.of(
          "fabs", "sqrt", "exp", "exp2", "exp10", "log", "log2", "log10", "sin", "cos", "tan", "asin", "acos", "atan",
          "sinh", "cosh", "tanh", "floor", "ceil", "trunc", "round", "roundeven", "rint", "nearbyint", "canonicalize");

  /** Binary float intrinsics with fast-math flags. */
  public static final List<String> FLOAT_BINARY =
      List.of("pow", "minnum", "maxnum", "minimum", "maximum", "copysign", "atan2");

  public static final List<String> INT_BINARY = List.of("smax", "smin", "umax", "umin", "sadd.sat", "uadd.sat", "ssub.sat", "usub.sat");

  /** Arithmetic with an overflow bit ({@code llvm.intr.<n>.with.overflow}). */
  public static final List<String> WITH_OVERFLOW = List.of("sadd", "uadd", "ssub", "usub", "smul", "umul");

  public static final List<String> INT_UNARY = List.of("ctpop", "bitreverse", "bswap");

  public static final List<String> INT_REDUCTIONS =
      List.of("add", "mul", "and", "or", "xor", "smax", "smin", "umax", "umin");

  public static final List<String> FLOAT_REDUCTIONS = List.of("fmax", "fmin", "fmaximum", "fminimum");

  /*
   * Each op is built on its first lookup by name (get), not the whole table at once: a program with
   * one llvm.intr.* op built all ~160 (~12 ms of jrun's start-up, BENCHMARKS.md issue 12). The table
   * below is walked with the name wanted, and only that op's definition runs. all() walks it wanting
   * every op (the canonicalizer's enumeration) and keeps those get built before: one object per op.
   */
  private static final java.util.Map<String, OpDef> BUILT = new java.util.HashMap<>();

  /** The op named {@code name}, built on the first call for it; null when this table has none. */
  static OpDef get(String name) {
    synchronized (BUILT) {
      OpDef d = BUILT.get(name);
      if (d == null) {
        List<OpDef> built = walk(name);
        d = built.isEmpty() ? null : built.get(0);
        if (d != null) {
          BUILT.put(name, d);
        }
      }
      return d;
    }
  }

  /** Every op of the table, in its order (made once); one that {@link #get} built before is that object. */
  static List<OpDef> all() {
    synchronized (BUILT) {
      if (all == null) {
        List<OpDef> out = new ArrayList<>();
        for (OpDef d : walk(null)) {
          OpDef prior = BUILT.putIfAbsent(d.name(), d);
          out.add(prior != null ? prior : d);
        }
        all = List.copyOf(out);
      }
      return all;
    }
  }

  private static List<OpDef> all;

  /** The ops a walk of the table builds: the one named {@code wanted}, or every op when it is null. */
  static List<OpDef> walk(String wanted) {
    Sink s = new Sink(wanted);
    build(s);
    return s.out;
  }

  /** What a walk of the table collects. */
  private static final class Sink {
    final String wanted;
    final List<OpDef> out = new ArrayList<>();

    Sink(String wanted) {
      this.wanted = wanted;
    }

    boolean wants(String name) {
      return wanted == null || wanted.equals(name);
    }

    /** Whether {@code prefix + n} is wanted (without building that string). */
    boolean wants(String prefix, String n) {
      return wanted == null
          || (wanted.length() == prefix.length() + n.length() && wanted.startsWith(prefix) && wanted.endsWith(n));
    }

    /** Whether {@code prefix + n + suffix} is wanted. */
    boolean wants(String prefix, String n, String suffix) {
      return wanted == null
          || (wanted.length() == prefix.length() + n.length() + suffix.length() && wanted.startsWith(prefix)
              && wanted.startsWith(n, prefix.length()) && wanted.endsWith(suffix));
    }

    void add(OpDef d) {
      out.add(d);
    }
  }

  private static void build(Sink s) {
    for (String n : FLOAT_UNARY) {
      if (!s.wants("llvm.intr.", n)) {
        continue;
      }
      s.add(LlvmSpecs.intrinsic(n, 1, LlvmSpecs.FLOAT_LIKE, true).allTypesMatch("a", "res").build());
    }
    for (String n : FLOAT_BINARY) {
      if (!s.wants("llvm.intr.", n)) {
        continue;
      }
      s.add(LlvmSpecs.intrinsic(n, 2, LlvmSpecs.FLOAT_LIKE, true).allTypesMatch("a", "b", "res").build());
    }
    for (String n : List.of("fma", "fmuladd")) {
      if (!s.wants("llvm.intr.", n)) {
        continue;
      }
      s.add(LlvmSpecs.intrinsic(n, 3, LlvmSpecs.FLOAT_LIKE, true).allTypesMatch("a", "b", "c", "res").build());
    }
    for (String n : INT_BINARY) {
      if (!s.wants("llvm.intr.", n)) {
        continue;
      }
      s.add(LlvmSpecs.intrinsic(n, 2, LlvmSpecs.INT_LIKE, false).allTypesMatch("a", "b", "res").build());
    }
    // Rounding to an integer, integer comparisons, ldexp/frexp (MLIR 22's ops, generic syntax).
    for (String n : List.of("lround", "llround", "lrint", "llrint")) {
      if (!s.wants("llvm.intr.", n)) {
        continue;
      }
      s.add(LlvmSpecs.op("llvm.intr." + n, LlvmSpecs.LLVM_OP).traits(Trait.PURE)
          .operand("val", LlvmSpecs.FLOAT_LIKE).result("res", LlvmSpecs.INT_LIKE).format(LlvmSpecs.INTRINSIC).build());
    }
    for (String n : List.of("ucmp", "scmp")) {
      if (!s.wants("llvm.intr.", n)) {
        continue;
      }
      s.add(LlvmSpecs.op("llvm.intr." + n, LlvmSpecs.LLVM_OP).traits(Trait.PURE)
          .operand("a", LlvmSpecs.INT_LIKE).operand("b", LlvmSpecs.INT_LIKE).result("res", LlvmSpecs.INT_LIKE)
          .allTypesMatch("a", "b").format(LlvmSpecs.INTRINSIC).build());
    }
    if (s.wants("llvm.intr.ldexp")) {
      s.add(LlvmSpecs.op("llvm.intr.ldexp", LlvmSpecs.LLVM_OP).traits(Trait.PURE)
          .operand("val", LlvmSpecs.FLOAT_LIKE).operand("power", LlvmSpecs.INT_LIKE).result("res", LlvmSpecs.FLOAT_LIKE)
          .defaultAttr("fastmathFlags", LlvmSpecs.FASTMATH, LlvmSpecs.NO_FASTMATH)
          .allTypesMatch("val", "res").format(LlvmSpecs.INTRINSIC).build());
    }
    if (s.wants("llvm.intr.frexp")) {
      s.add(LlvmSpecs.op("llvm.intr.frexp", LlvmSpecs.LLVM_OP).traits(Trait.PURE)
          .operand("val", LlvmSpecs.FLOAT_LIKE).result("res", LlvmSpecs.ANY)
          .defaultAttr("fastmathFlags", LlvmSpecs.FASTMATH, LlvmSpecs.NO_FASTMATH)
          .format(LlvmSpecs.INTRINSIC).build());
    }
    if (s.wants("llvm.intr.ptrmask")) {
      s.add(LlvmSpecs.op("llvm.intr.ptrmask", LlvmSpecs.LLVM_OP).traits(Trait.PURE)
          .operand("ptr", LlvmSpecs.ANY).operand("mask", LlvmSpecs.ANY).result("res", LlvmSpecs.ANY)
          .format("operands attr-dict `:` functional-type(operands, results)").build());
    }
    if (s.wants("llvm.intr.get.active.lane.mask")) {
      s.add(LlvmSpecs.op("llvm.intr.get.active.lane.mask", LlvmSpecs.LLVM_OP).traits(Trait.PURE)
          .operand("base", LlvmSpecs.INT_LIKE).operand("n", LlvmSpecs.INT_LIKE).result("res", LlvmSpecs.ANY)
          .format("$base `,` $n attr-dict `:` type($base) `,` type($n) `to` type($res)").build());
    }
    if (s.wants("llvm.intr.expect")) {
      s.add(LlvmSpecs.op("llvm.intr.expect", LlvmSpecs.LLVM_OP).traits(Trait.PURE)
          .operand("val", LlvmSpecs.INT_LIKE).operand("expected", LlvmSpecs.INT_LIKE).result("res", LlvmSpecs.INT_LIKE)
          .allTypesMatch("val", "expected", "res").format("$val `,` $expected attr-dict `:` type($val)").build());
    }
    // MLIR 22 prints this one in the generic form (it has no assembly format).
    if (s.wants("llvm.intr.threadlocal.address")) {
      s.add(LlvmSpecs.op("llvm.intr.threadlocal.address", LlvmSpecs.LLVM_OP).traits(Trait.PURE)
          .operand("global", LlvmSpecs.POINTER).result("res", LlvmSpecs.POINTER).build());
    }
    if (s.wants("llvm.intr.vscale")) {
      s.add(LlvmSpecs.op("llvm.intr.vscale", LlvmSpecs.LLVM_OP).traits(Trait.PURE).result("res", LlvmSpecs.INT_LIKE).build());
    }
    for (String n : List.of("trap", "debugtrap")) {
      if (!s.wants("llvm.intr.", n)) {
        continue;
      }
      s.add(LlvmSpecs.op("llvm.intr." + n, LlvmSpecs.LLVM_OP).format("attr-dict").build());
    }
    for (String n : List.of("fshl", "fshr")) {
      if (!s.wants("llvm.intr.", n)) {
        continue;
      }
      // Funnel shifts (MLIR 22's llvm.intr.fshl/fshr): three operands of the result's type.
      s.add(LlvmSpecs.intrinsic(n, 3, LlvmSpecs.INT_LIKE, false).allTypesMatch("a", "b", "c", "res").build());
    }
    for (String n : WITH_OVERFLOW) {
      if (!s.wants("llvm.intr.", n, ".with.overflow")) {
        continue;
      }
      // The result and its overflow bit in a literal struct; MLIR prints these in the generic form.
      s.add(
          LlvmSpecs.op("llvm.intr." + n + ".with.overflow", LlvmSpecs.LLVM_OP)
              .operand("a", LlvmSpecs.INT_LIKE)
              .operand("b", LlvmSpecs.INT_LIKE)
              .result("res", LlvmSpecs.ANY_OUTER)
              .traits(Trait.PURE)
              .build());
    }
    for (String n : INT_UNARY) {
      if (!s.wants("llvm.intr.", n)) {
        continue;
      }
      s.add(LlvmSpecs.intrinsic(n, 1, LlvmSpecs.INT_LIKE, false).allTypesMatch("a", "res").build());
    }
    if (s.wants("llvm.intr.powi")) {
      s.add(
          LlvmSpecs.op("llvm.intr.powi", LlvmSpecs.LLVM_OP)
              .operand("val", LlvmSpecs.FLOAT_LIKE)
              .operand("power", LlvmSpecs.INTEGER)
              .result("res", LlvmSpecs.FLOAT_LIKE)
              .defaultAttr("fastmathFlags", LlvmSpecs.FASTMATH, LlvmSpecs.NO_FASTMATH)
              .traits(Trait.PURE)
              .format(LlvmSpecs.INTRINSIC)
              .build());
    }
    for (String n : List.of("ctlz", "cttz")) {
      if (!s.wants("llvm.intr.", n)) {
        continue;
      }
      s.add(
          LlvmSpecs.op("llvm.intr." + n, LlvmSpecs.LLVM_OP)
              .operand("in", LlvmSpecs.INT_LIKE)
              .result("res", LlvmSpecs.INT_LIKE)
              .attr("is_zero_poison", AttrConstraint.of("1-bit signless integer attribute", a -> a instanceof org.jmlir.ir.attr.IntegerAttr))
              .traits(Trait.PURE)
              .build());
    }
    if (s.wants("llvm.intr.abs")) {
      s.add(
          LlvmSpecs.op("llvm.intr.abs", LlvmSpecs.LLVM_OP)
              .operand("in", LlvmSpecs.INT_LIKE)
              .result("res", LlvmSpecs.INT_LIKE)
              .attr("is_int_min_poison", AttrConstraint.of("1-bit signless integer attribute", a -> a instanceof org.jmlir.ir.attr.IntegerAttr))
              .traits(Trait.PURE)
              .build());
    }
    for (String n : List.of("memcpy", "memmove")) {
      if (!s.wants("llvm.intr.", n)) {
        continue;
      }
      s.add(
          LlvmModuleOps.aliasAnalysis(LlvmSpecs.op("llvm.intr." + n, MemIntrinsicOp::new))
              .operand("dst", LlvmSpecs.POINTER)
              .operand("src", LlvmSpecs.POINTER)
              .operand("len", LlvmSpecs.INTEGER)
              .attr("isVolatile", AttrConstraint.of("1-bit signless integer attribute", a -> a instanceof org.jmlir.ir.attr.IntegerAttr))
              .optionalAttr("arg_attrs", AttrConstraint.DICTIONARY_ARRAY)
              .build());
    }
    // The inline forms: the length is a property. memset.inline takes the byte and argument attributes.
    for (String n : List.of("memcpy.inline", "memset.inline")) {
      if (!s.wants("llvm.intr.", n)) {
        continue;
      }
      boolean set = n.startsWith("memset");
      org.jmlir.ir.ods.OpSpec.Builder b =
          LlvmModuleOps.aliasAnalysis(LlvmSpecs.op("llvm.intr." + n, MemIntrinsicOp::new))
              .operand("dst", LlvmSpecs.POINTER)
              .operand(set ? "val" : "src", set ? LlvmSpecs.I8 : LlvmSpecs.POINTER)
              .attr("len", AttrConstraint.of("arbitrary integer attribute", a -> a instanceof org.jmlir.ir.attr.IntegerAttr))
              .attr("isVolatile", AttrConstraint.of("1-bit signless integer attribute", a -> a instanceof org.jmlir.ir.attr.IntegerAttr));
      s.add((set ? b.optionalAttr("arg_attrs", AttrConstraint.DICTIONARY_ARRAY) : b).build());
    }
    if (s.wants("llvm.intr.memset")) {
      s.add(
          LlvmModuleOps.aliasAnalysis(LlvmSpecs.op("llvm.intr.memset", MemIntrinsicOp::new))
              .operand("dst", LlvmSpecs.POINTER)
              .operand("val", LlvmSpecs.I8)
              .operand("len", LlvmSpecs.INTEGER)
              .attr("isVolatile", AttrConstraint.of("1-bit signless integer attribute", a -> a instanceof org.jmlir.ir.attr.IntegerAttr))
              .optionalAttr("arg_attrs", AttrConstraint.DICTIONARY_ARRAY)
              .build());
    }
    // Masked vector memory access (what vector.maskedload/maskedstore lower to).
    if (s.wants("llvm.intr.masked.load")) {
      s.add(
          LlvmSpecs.op("llvm.intr.masked.load", LlvmSpecs.LLVM_OP)
              .operand("data", LlvmSpecs.POINTER)
              .operand("mask", LlvmSpecs.VECTOR)
              .variadicOperand("pass_thru", LlvmSpecs.VECTOR)
              .result("res", LlvmSpecs.VECTOR)
              .attr("alignment", LlvmSpecs.I32_ATTR)
              .optionalAttr("nontemporal", AttrConstraint.UNIT)
              .format("operands attr-dict `:` functional-type(operands, results)")
              .build());
    }
    if (s.wants("llvm.intr.masked.store")) {
      s.add(
          LlvmSpecs.op("llvm.intr.masked.store", LlvmSpecs.LLVM_OP)
              .operand("value", LlvmSpecs.VECTOR)
              .operand("data", LlvmSpecs.POINTER)
              .operand("mask", LlvmSpecs.VECTOR)
              .attr("alignment", LlvmSpecs.I32_ATTR)
              .format("$value `,` $data `,` $mask attr-dict `:` type($value) `,` type($mask) `into` type($data)")
              .build());
    }
    // Gather and scatter through a vector of pointers (what vector.gather/scatter lower to).
    if (s.wants("llvm.intr.masked.gather")) {
      s.add(
          LlvmSpecs.op("llvm.intr.masked.gather", LlvmSpecs.LLVM_OP)
              .operand("ptrs", LlvmSpecs.VECTOR)
              .operand("mask", LlvmSpecs.VECTOR)
              .variadicOperand("pass_thru", LlvmSpecs.VECTOR)
              .result("res", LlvmSpecs.VECTOR)
              .attr("alignment", LlvmSpecs.I32_ATTR)
              .format("operands attr-dict `:` functional-type(operands, results)")
              .build());
    }
    if (s.wants("llvm.intr.masked.scatter")) {
      s.add(
          LlvmSpecs.op("llvm.intr.masked.scatter", LlvmSpecs.LLVM_OP)
              .operand("value", LlvmSpecs.VECTOR)
              .operand("ptrs", LlvmSpecs.VECTOR)
              .operand("mask", LlvmSpecs.VECTOR)
              .attr("alignment", LlvmSpecs.I32_ATTR)
              .format("$value `,` $ptrs `,` $mask attr-dict `:` type($value) `,` type($mask) `into` type($ptrs)")
              .build());
    }
    // The lane indices of a (scalable) vector (what a scalable vector.step lowers to).
    if (s.wants("llvm.intr.stepvector")) {
      s.add(
          LlvmSpecs.op("llvm.intr.stepvector", LlvmSpecs.LLVM_OP)
              .result("res", LlvmSpecs.VECTOR)
              .traits(Trait.PURE)
              .format("attr-dict `:` type($res)")
              .build());
    }
    // Contiguous memory to and from the enabled lanes (what vector.expandload/compressstore lower to).
    if (s.wants("llvm.intr.masked.expandload")) {
      s.add(
          LlvmSpecs.op("llvm.intr.masked.expandload", LlvmSpecs.LLVM_OP)
              .operand("ptr", LlvmSpecs.POINTER)
              .operand("mask", LlvmSpecs.VECTOR)
              .operand("passthru", LlvmSpecs.VECTOR)
              .result("res", LlvmSpecs.VECTOR)
              .optionalAttr("arg_attrs", AttrConstraint.DICTIONARY_ARRAY)
              .build());
    }
    if (s.wants("llvm.intr.masked.compressstore")) {
      s.add(
          LlvmSpecs.op("llvm.intr.masked.compressstore", LlvmSpecs.LLVM_OP)
              .operand("value", LlvmSpecs.VECTOR)
              .operand("ptr", LlvmSpecs.POINTER)
              .operand("mask", LlvmSpecs.VECTOR)
              .optionalAttr("arg_attrs", AttrConstraint.DICTIONARY_ARRAY)
              .build());
    }
    // Matrices flattened into vectors, column-major (what vector-contract-lowering=llvmintr makes).
    if (s.wants("llvm.intr.matrix.multiply")) {
      s.add(
          LlvmSpecs.op("llvm.intr.matrix.multiply", LlvmSpecs.LLVM_OP)
              .operand("lhs", LlvmSpecs.VECTOR)
              .operand("rhs", LlvmSpecs.VECTOR)
              .result("res", LlvmSpecs.VECTOR)
              .attr("lhs_rows", LlvmSpecs.I32_ATTR)
              .attr("lhs_columns", LlvmSpecs.I32_ATTR)
              .attr("rhs_columns", LlvmSpecs.I32_ATTR)
              .traits(Trait.PURE)
              .format("$lhs `,` $rhs attr-dict `:` `(` type($lhs) `,` type($rhs) `)` `->` type($res)")
              .build());
    }
    if (s.wants("llvm.intr.matrix.transpose")) {
      s.add(
          LlvmSpecs.op("llvm.intr.matrix.transpose", LlvmSpecs.LLVM_OP)
              .operand("matrix", LlvmSpecs.VECTOR)
              .result("res", LlvmSpecs.VECTOR)
              .attr("rows", LlvmSpecs.I32_ATTR)
              .attr("columns", LlvmSpecs.I32_ATTR)
              .traits(Trait.PURE)
              .format("$matrix attr-dict `:` type($matrix) `into` type($res)")
              .build());
    }
    // Strided column-major matrix loads and stores (MLIR 22's LLVM_MatrixColumnMajorLoad/StoreOp).
    if (s.wants("llvm.intr.matrix.column.major.load")) {
      s.add(
          LlvmSpecs.op("llvm.intr.matrix.column.major.load", LlvmSpecs.LLVM_OP)
              .operand("data", LlvmSpecs.POINTER)
              .operand("stride", LlvmSpecs.INTEGER)
              .result("res", LlvmSpecs.VECTOR)
              .attr("isVolatile", LlvmSpecs.BOOL_ATTR)
              .attr("rows", LlvmSpecs.I32_ATTR)
              .attr("columns", LlvmSpecs.I32_ATTR)
              .format("$data `,` `<` `stride` `=` $stride `>` attr-dict `:` type($res) `from` type($data) `stride` type($stride)")
              .build());
    }
    if (s.wants("llvm.intr.matrix.column.major.store")) {
      s.add(
          LlvmSpecs.op("llvm.intr.matrix.column.major.store", LlvmSpecs.LLVM_OP)
              .operand("matrix", LlvmSpecs.VECTOR)
              .operand("data", LlvmSpecs.POINTER)
              .operand("stride", LlvmSpecs.INTEGER)
              .attr("isVolatile", LlvmSpecs.BOOL_ATTR)
              .attr("rows", LlvmSpecs.I32_ATTR)
              .attr("columns", LlvmSpecs.I32_ATTR)
              .format("$matrix `,` $data `,` `<` `stride` `=` $stride `>` attr-dict `:` type($matrix) `to` type($data) `stride` type($stride)")
              .build());
    }
    if (s.wants("llvm.intr.stacksave")) {
      s.add(LlvmSpecs.op("llvm.intr.stacksave", LlvmSpecs.LLVM_OP).result("res", LlvmSpecs.POINTER).format("attr-dict `:` qualified(type($res))").build());
    }
    if (s.wants("llvm.intr.stackrestore")) {
      s.add(
          LlvmSpecs.op("llvm.intr.stackrestore", LlvmSpecs.LLVM_OP)
              .operand("ptr", LlvmSpecs.POINTER)
              .format("$ptr attr-dict `:` qualified(type($ptr))")
              .build());
    }
    if (s.wants("llvm.intr.assume")) {
      s.add(
          LlvmSpecs.op("llvm.intr.assume", LlvmSpecs.LLVM_OP)
              .operand("cond", LlvmSpecs.I1)
              .variadicOperand("op_bundle_operands", LlvmSpecs.ANY)
              .defaultAttr("op_bundle_sizes", AttrConstraint.of("i32 dense array attribute", a -> a instanceof org.jmlir.ir.attr.DenseArrayAttr), ctx -> org.jmlir.ir.attr.DenseArrayAttr.get(ctx, org.jmlir.ir.type.IntegerType.get(ctx, 32), new long[0]))
              .optionalAttr("op_bundle_tags", AttrConstraint.ARRAY)
              .assembly(
                  new OpDef.Assembly() {
                    @Override
                    public void parse(org.jmlir.ir.parse.OpAsmParser p, org.jmlir.ir.OperationState state) {
                      parseAssume(p, state);
                    }

                    @Override
                    public void print(org.jmlir.ir.Operation op, org.jmlir.ir.print.OpAsmPrinter p) {
                      printAssume(op, p);
                    }
                  })
              .build());
    }
    if (s.wants("llvm.intr.is.fpclass")) {
      s.add(
          LlvmSpecs.op("llvm.intr.is.fpclass", LlvmSpecs.LLVM_OP)
              .operand("in", LlvmSpecs.FLOAT_LIKE)
              .result("res", LlvmSpecs.BOOL_LIKE)
              .attr("bit", LlvmSpecs.I32_ATTR)
              .traits(Trait.PURE)
              .build());
    }
    for (String n : INT_REDUCTIONS) {
      if (!s.wants("llvm.intr.vector.reduce.", n)) {
        continue;
      }
      s.add(
          LlvmSpecs.op("llvm.intr.vector.reduce." + n, LlvmSpecs.LLVM_OP)
              .operand("in", LlvmSpecs.VECTOR)
              .result("res", LlvmSpecs.INTEGER)
              .traits(Trait.PURE)
              .build());
    }
    for (String n : FLOAT_REDUCTIONS) {
      if (!s.wants("llvm.intr.vector.reduce.", n)) {
        continue;
      }
      // These four have MLIR's intrinsic syntax; fadd/fmul and the integer ones print generic.
      s.add(
          LlvmSpecs.op("llvm.intr.vector.reduce." + n, LlvmSpecs.LLVM_OP)
              .operand("in", LlvmSpecs.VECTOR)
              .result("res", new TypeConstraint("floating point LLVM type", t -> t instanceof org.jmlir.ir.type.FloatType))
              .defaultAttr("fastmathFlags", LlvmSpecs.FASTMATH, LlvmSpecs.NO_FASTMATH)
              .traits(Trait.PURE)
              .format(LlvmSpecs.INTRINSIC)
              .build());
    }
    for (String n : List.of("fadd", "fmul")) {
      if (!s.wants("llvm.intr.vector.reduce.", n)) {
        continue;
      }
      s.add(
          LlvmSpecs.op("llvm.intr.vector.reduce." + n, LlvmSpecs.LLVM_OP)
              .operand("start_value", new TypeConstraint("floating point LLVM type", t -> t instanceof org.jmlir.ir.type.FloatType))
              .operand("input", LlvmSpecs.VECTOR)
              .result("res", new TypeConstraint("floating point LLVM type", t -> t instanceof org.jmlir.ir.type.FloatType))
              .defaultAttr("fastmathFlags", LlvmSpecs.FASTMATH, LlvmSpecs.NO_FASTMATH)
              .traits(Trait.PURE)
              .build());
    }
    // Vector-predicated reductions (llvm.intr.vp.reduce.*): start value, vector, mask, explicit
    // vector length; no custom syntax (printed generic, as mlir-opt 22).
    for (String n : VP_REDUCTIONS) {
      if (!s.wants("llvm.intr.vp.reduce.", n)) {
        continue;
      }
      boolean isFloat = n.startsWith("f");
      TypeConstraint scalar = isFloat
          ? new TypeConstraint("floating point LLVM type", t -> t instanceof org.jmlir.ir.type.FloatType)
          : LlvmSpecs.INTEGER;
      s.add(
          LlvmSpecs.op("llvm.intr.vp.reduce." + n, LlvmSpecs.LLVM_OP)
              .operand("satrt_value", scalar)
              .operand("val", LlvmSpecs.VECTOR)
              .operand("mask", LlvmSpecs.VECTOR)
              .operand("evl", LlvmSpecs.INTEGER)
              .result("res", scalar)
              .traits(Trait.PURE)
              .build());
    }
    if (s.wants("llvm.intr.prefetch")) {
      s.add(
          LlvmSpecs.op("llvm.intr.prefetch", LlvmSpecs.LLVM_OP)
              .operand("addr", LlvmSpecs.POINTER)
              .attr("rw", LlvmSpecs.I32_ATTR)
              .attr("hint", LlvmSpecs.I32_ATTR)
              .attr("cache", LlvmSpecs.I32_ATTR)
              .build());
    }
    // Fixed vectors into and out of (scalable) vectors at a constant position.
    if (s.wants("llvm.intr.vector.insert")) {
      s.add(
          LlvmSpecs.op("llvm.intr.vector.insert", LlvmSpecs.LLVM_OP)
              .operand("dstvec", LlvmSpecs.VECTOR)
              .operand("srcvec", LlvmSpecs.VECTOR)
              .attr("pos", LlvmSpecs.I64_ATTR)
              .result("res", LlvmSpecs.VECTOR)
              .traits(Trait.PURE)
              .allTypesMatch("dstvec", "res")
              .predicate(VECTOR_SIZE_LIMIT, op -> withinVectorLimit(op.operand(1).type()) && withinVectorLimit(op.operand(0).type()))
              .predicate("it is not inserting scalable into fixed-length vectors.", op -> !isScalable(op.operand(1).type()) || isScalable(op.operand(0).type()))
              .format("$srcvec `,` $dstvec `` `[` $pos `]` attr-dict `:` type($srcvec) `into` type($res)")
              .build());
    }
    if (s.wants("llvm.intr.vector.extract")) {
      s.add(
          LlvmSpecs.op("llvm.intr.vector.extract", LlvmSpecs.LLVM_OP)
              .operand("srcvec", LlvmSpecs.VECTOR)
              .attr("pos", LlvmSpecs.I64_ATTR)
              .result("res", LlvmSpecs.VECTOR)
              .traits(Trait.PURE)
              .predicate(VECTOR_SIZE_LIMIT, op -> withinVectorLimit(op.operand(0).type()) && withinVectorLimit(op.result(0).type()))
              .predicate("it is not extracting scalable from fixed-length vectors.", op -> isScalable(op.operand(0).type()) || !isScalable(op.result(0).type()))
              .format("$srcvec `` `[` $pos `]` attr-dict `:` type($res) `from` type($srcvec)")
              .build());
    }
    if (s.wants("llvm.intr.vector.interleave2")) {
      s.add(
          LlvmSpecs.op("llvm.intr.vector.interleave2", LlvmSpecs.LLVM_OP)
              .operand("vec1", LlvmSpecs.VECTOR)
              .operand("vec2", LlvmSpecs.VECTOR)
              .result("res", LlvmSpecs.VECTOR)
              .traits(Trait.PURE)
              .allTypesMatch("vec1", "vec2")
              .predicate("result has twice as many elements as 'vec1'", LlvmIntrinsics::interleavedTwice)
              .build());
    }
    if (s.wants("llvm.intr.vector.deinterleave2")) {
      s.add(
          LlvmSpecs.op("llvm.intr.vector.deinterleave2", LlvmSpecs.LLVM_OP)
              .operand("vec", LlvmSpecs.VECTOR)
              .result("res", LlvmSpecs.ANY)
              .traits(Trait.PURE)
              .build());
    }
    if (s.wants("llvm.intr.eh.typeid.for")) {
      s.add(
          LlvmSpecs.op("llvm.intr.eh.typeid.for", LlvmSpecs.LLVM_OP)
              .operand("type_info", LlvmSpecs.POINTER)
              .result("res", LlvmSpecs.I32)
              .format("$type_info attr-dict `:` functional-type(operands, results)")
              .build());
    }
    if (s.wants("llvm.freeze")) {
      s.add(
          LlvmSpecs.op("llvm.freeze", LlvmSpecs.LLVM_OP)
              .operand("val", LlvmSpecs.ANY)
              .result("res", LlvmSpecs.ANY)
              .traits(Trait.PURE)
              .allTypesMatch("val", "res")
              .format("$val attr-dict `:` type($val)")
              .build());
    }
    if (s.wants("llvm.inline_asm")) {
      s.add(
          LlvmSpecs.op("llvm.inline_asm", InlineAsmOp::new)
              .variadicOperand("operands", LlvmSpecs.ANY)
              .optionalResult("res", LlvmSpecs.ANY)
              .attr("asm_string", AttrConstraint.STRING)
              .attr("constraints", AttrConstraint.STRING)
              .optionalAttr("has_side_effects", AttrConstraint.UNIT)
              .optionalAttr("is_align_stack", AttrConstraint.UNIT)
              .defaultAttr("tail_call_kind", TAIL_CALL_KIND_STRIPPED, ctx -> LlvmKeywordAttr.tailCallKind(ctx, "none"))
              .optionalAttr("asm_dialect", LlvmEnums.ASM_DIALECT.constraint("asm_dialect"))
              .optionalAttr("operand_attrs", AttrConstraint.ARRAY)
              .format("(`has_side_effects` $has_side_effects^)? (`is_align_stack` $is_align_stack^)? (`tail_call_kind` `=` $tail_call_kind^)? (`asm_dialect` `=` $asm_dialect^)? (`operand_attrs` `=` $operand_attrs^)? attr-dict $asm_string `,` $constraints $operands `:` functional-type($operands, results)")
              .verifier(op -> !(op.inherentAttr("tail_call_kind") instanceof LlvmKeywordAttr k && k.keyword().equals("musttail"))
                  || op.emitOpError("tail call kind 'musttail' is not supported by this operation").report())
              .build());
    }
    for (String n : List.of("lifetime.start", "lifetime.end", "vastart", "vaend")) {
      if (!s.wants("llvm.intr.", n)) {
        continue;
      }
      s.add(
          LlvmSpecs.op("llvm.intr." + n, LlvmSpecs.LLVM_OP)
              .addInterface(org.jmlir.ir.interfaces.PromotableOpInterface.class, n.startsWith("va") ? (op, used, derived) -> false : org.jmlir.ir.interfaces.PromotableOpInterface.ALWAYS)
              .operand(n.startsWith("va") ? "arg_list" : "ptr", LlvmSpecs.POINTER)
              .format("$" + (n.startsWith("va") ? "arg_list" : "ptr") + " attr-dict `:` qualified(type($" + (n.startsWith("va") ? "arg_list" : "ptr") + "))")
              .build());
    }
    if (s.wants("llvm.intr.vacopy")) {
      s.add(
          LlvmSpecs.op("llvm.intr.vacopy", LlvmSpecs.LLVM_OP)
              .operand("dest_list", LlvmSpecs.POINTER)
              .operand("src_list", LlvmSpecs.POINTER)
              .format("$src_list `to` $dest_list attr-dict `:` type($src_list) `,` type($dest_list)")
              .build());
    }
    if (s.wants("llvm.va_arg")) {
      s.add(
          LlvmSpecs.op("llvm.va_arg", LlvmSpecs.LLVM_OP)
              .operand("arg", LlvmSpecs.POINTER)
              .result("res", LlvmSpecs.ANY)
              .format("$arg attr-dict `:` functional-type($arg, $res)")
              .build());
    }
    for (String n : List.of("launder.invariant.group", "strip.invariant.group")) {
      if (!s.wants("llvm.intr.", n)) {
        continue;
      }
      s.add(
          LlvmSpecs.op("llvm.intr." + n, LlvmSpecs.LLVM_OP)
              .addInterface(org.jmlir.ir.interfaces.PromotableOpInterface.class, org.jmlir.ir.interfaces.PromotableOpInterface.FORWARD_TO_USERS)
              .operand("ptr", LlvmSpecs.POINTER)
              .result("res", LlvmSpecs.POINTER)
              .allTypesMatch("ptr", "res")
              .format("$ptr attr-dict `:` qualified(type($ptr))")
              .build());
    }
    if (s.wants("llvm.intr.invariant.start")) {
      s.add(
          LlvmSpecs.op("llvm.intr.invariant.start", LlvmSpecs.LLVM_OP)
              .addInterface(org.jmlir.ir.interfaces.PromotableOpInterface.class, org.jmlir.ir.interfaces.PromotableOpInterface.ALWAYS)
              .operand("ptr", LlvmSpecs.POINTER)
              .attr("size", LlvmSpecs.I64_ATTR)
              .result("res", DEFAULT_POINTER)
              .format("$size `,` $ptr attr-dict `:` qualified(type($ptr))")
              .build());
    }
    if (s.wants("llvm.intr.invariant.end")) {
      s.add(
          LlvmSpecs.op("llvm.intr.invariant.end", LlvmSpecs.LLVM_OP)
              .addInterface(org.jmlir.ir.interfaces.PromotableOpInterface.class, org.jmlir.ir.interfaces.PromotableOpInterface.ALWAYS)
              .operand("start", DEFAULT_POINTER)
              .operand("ptr", LlvmSpecs.POINTER)
              .attr("size", LlvmSpecs.I64_ATTR)
              .format("$start `,` $size `,` $ptr attr-dict `:` qualified(type($ptr))")
              .build());
    }
    if (s.wants("llvm.intr.experimental.noalias.scope.decl")) {
      s.add(
          LlvmSpecs.op("llvm.intr.experimental.noalias.scope.decl", LlvmSpecs.LLVM_OP)
              .attr("scope", AttrConstraint.ANY)
              .format("$scope attr-dict")
              .build());
    }
    // Vector-predicated element-wise ops (mask and explicit vector length last); printed generic.
    for (String n : List.of("add", "sub", "mul", "sdiv", "udiv", "srem", "urem", "ashr", "lshr", "shl", "or", "and", "xor",
        "smax", "smin", "umax", "umin", "fadd", "fsub", "fmul", "fdiv", "frem")) {
      if (!s.wants("llvm.intr.vp.", n)) {
        continue;
      }
      s.add(
          LlvmSpecs.op("llvm.intr.vp." + n, LlvmSpecs.LLVM_OP)
              .operand("lhs", LlvmSpecs.VECTOR)
              .operand("rhs", LlvmSpecs.VECTOR)
              .operand("mask", LlvmSpecs.VECTOR)
              .operand("evl", LlvmSpecs.INTEGER)
              .result("res", LlvmSpecs.VECTOR)
              .traits(Trait.PURE)
              .build());
    }
    // sin and cos at once, in a literal struct of two.
    if (s.wants("llvm.intr.sincos")) {
      s.add(
          LlvmSpecs.op("llvm.intr.sincos", LlvmSpecs.LLVM_OP)
              .operand("val", LlvmSpecs.FLOAT_LIKE)
              .result("res", LlvmSpecs.ANY)
              .defaultAttr("fastmathFlags", LlvmSpecs.FASTMATH, LlvmSpecs.NO_FASTMATH)
              .traits(Trait.PURE)
              .verifier(LlvmIntrinsics::verifySincos)
              .format(LlvmSpecs.INTRINSIC)
              .build());
    }
    // Constrained floating point casts (MLIR 22 has these four): a rounding mode (not for fpext)
    // and an exception behaviour, both bare keywords.
    for (String n : List.of("fptrunc", "sitofp", "uitofp", "fpext")) {
      if (!s.wants("llvm.intr.experimental.constrained.", n)) {
        continue;
      }
      boolean rounding = !n.equals("fpext");
      OpSpec.Builder b =
          LlvmSpecs.op("llvm.intr.experimental.constrained." + n, LlvmSpecs.LLVM_OP)
              .operand("arg_0", n.endsWith("fp") ? LlvmSpecs.INT_LIKE : LlvmSpecs.FLOAT_LIKE)
              .result("res", LlvmSpecs.FLOAT_LIKE);
      if (rounding) {
        b.attr("roundingmode", LlvmEnums.ROUNDING_MODE.constraint("roundingmode"));
      }
      b.attr("fpExceptionBehavior", LlvmEnums.FP_EXCEPTION_BEHAVIOR.constraint("fpExceptionBehavior"));
      s.add(
          b.format("$arg_0 " + (rounding ? "$roundingmode " : "") + "$fpExceptionBehavior attr-dict `:` type($arg_0) `to` type($res)")
              .build());
    }
    if (s.wants("llvm.call_intrinsic")) {
      s.add(CallIntrinsicOp.DEF);
    }
  }

  /**
   * {@code llvm.intr.assume %c ["align"(%p, %n : !llvm.ptr, i64), "nonnull"(%p : !llvm.ptr)] : i1 {attrs}}:
   * the operand bundles (tag, operands with their types) are optional, the attributes follow the type.
   */
  private static void parseAssume(org.jmlir.ir.parse.OpAsmParser p, org.jmlir.ir.OperationState state) {
    org.jmlir.ir.parse.UnresolvedOperand cond = p.parseOperand();
    OpBundles.Parsed bundles = OpBundles.parse(p);
    p.parseColon();
    org.jmlir.ir.type.Type condType = p.parseType();
    p.parseOptionalAttrDict(state.attributes);
    state.addOperand(p.resolveOperand(cond, condType));
    bundles.resolve(p, state.operands);
    List<org.jmlir.ir.attr.NamedAttribute> props = new ArrayList<>();
    bundles.addProperties(p.context(), props);
    for (org.jmlir.ir.attr.NamedAttribute a : props) {
      state.addAttribute(a.name(), a.value());
    }
  }

  private static void printAssume(org.jmlir.ir.Operation op, org.jmlir.ir.print.OpAsmPrinter p) {
    p.print(' ');
    p.printOperand(op.operand(0));
    if (op.inherentAttr("op_bundle_tags") instanceof org.jmlir.ir.attr.ArrayAttr tags && tags.size() == 0) {
      p.print(' '); // an empty bundle list, as MLIR 22's optional group prints it (what its import builds)
    }
    OpBundles.print(op, p, 1);
    p.print(" : ");
    p.printType(op.operand(0).type());
    p.printOptionalAttrDict(op.attrDictionary().entries(), List.of("op_bundle_sizes", "op_bundle_tags"));
  }

  /** ODS's LLVM_DefaultPointer: an {@code !llvm.ptr} of address space 0, never written in formats. */
  private static final TypeConstraint DEFAULT_POINTER =
      TypeConstraint.buildable("LLVM pointer in address space 0", t -> t instanceof LlvmPointerType p && p.addressSpace() == 0,
          ctx -> LlvmPointerType.get(ctx, 0));

  /** The {@code llvm.intr.vp.reduce.*} kinds. */
  public static final List<String> VP_REDUCTIONS =
      List.of("add", "mul", "and", "or", "xor", "smax", "smin", "umax", "umin", "fadd", "fmul", "fmax", "fmin");

  static OpSpec spec(OpDef d) {
    return d.extension(OpSpec.class);
  }

  /** {@code llvm.inline_asm}: without {@code has_side_effects} it touches no memory, so unused it is dead. */
  static final class InlineAsmOp extends LlvmOp implements org.jmlir.ir.MemoryEffectOpInterface {
    @Override
    public List<Effect> effects() {
      return flag("has_side_effects") ? List.of(new Write(null), new Read(null)) : List.of();
    }
  }

  private static final String VECTOR_SIZE_LIMIT = "vectors are not bigger than 2^17 bits.";

  /** At most 2^17 bits (the minimum size of a scalable vector). */
  private static boolean withinVectorLimit(Type t) {
    if (!(t instanceof VectorType v)) {
      return true;
    }
    long n = 1;
    for (long d : v.shape()) {
      n *= d;
    }
    Type e = v.elementType();
    long bits = e instanceof org.jmlir.ir.type.IntegerType it ? it.width()
        : e instanceof org.jmlir.ir.type.FloatType ft ? ft.width() : 0;
    return n * bits <= 131072;
  }

  private static boolean isScalable(Type t) {
    return t instanceof VectorType v && v.isScalable();
  }

  /** interleave2's result: the element type of its operands, twice the elements, as scalable. */
  private static boolean interleavedTwice(Operation op) {
    if (!(op.operand(0).type() instanceof VectorType in && op.result(0).type() instanceof VectorType out)) {
      return true;
    }
    return in.shape().length == 1 && out.shape().length == 1 && out.shape()[0] == 2 * in.shape()[0]
        && in.isScalable() == out.isScalable() && in.elementType().equals(out.elementType());
  }

  /** MLIR 22's SincosOp::verify: a literal struct of two values of the operand's type. */
  private static boolean verifySincos(Operation op) {
    Type operand = op.operand(0).type();
    if (!(op.result(0).type() instanceof LlvmStructType s && s.elementTypes().size() == 2
        && s.elementTypes().get(0).equals(operand) && s.elementTypes().get(1).equals(operand))) {
      return op.emitOpError("expected result type to be an homogeneous struct with two elements matching the operand type").report();
    }
    return true;
  }
}
