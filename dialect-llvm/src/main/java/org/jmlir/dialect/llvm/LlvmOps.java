package org.jmlir.dialect.llvm;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.CustomDirective;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.Texts;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.ods.format.FormatState;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * The llvm ops declared by format alone (arithmetic, casts, comparisons, aggregates, vectors,
 * atomics, control flow, constants); each is an {@link LlvmOp} (or one of the op classes) whose
 * accessors read operands by index and properties by name.
 *
 * <p>Each op is built on its first use, by name ({@link #get}, which the dialect's lookup calls), so
 * that a program's first llvm op does not build all of them: building the ~50 specifications took
 * ~5 ms of jrun's start (BENCHMARKS.md, issue 12). The public constants ({@code LlvmOps.ADD}, ...)
 * are {@link LlvmOpConstants}'s, inherited: reading one initialises that interface, which builds
 * them all through the same {@link #get}, so a constant and the op the dialect registers are one
 * object. Nothing in this class reads those constants: that would build them all.
 */
public final class LlvmOps implements LlvmOpConstants {
  private LlvmOps() {}

  private static final java.util.Map<String, OpDef> BUILT = new java.util.HashMap<>();

  /** The op named {@code name}, built on the first call for it; null when this class defines none. */
  static OpDef get(String name) {
    synchronized (BUILT) {
      OpDef d = BUILT.get(name);
      if (d == null) {
        d = build(name);
        if (d != null) {
          BUILT.put(name, d);
        }
      }
      return d;
    }
  }

  private static OpDef build(String name) {
    return switch (name) {
      case "llvm.add" -> buildAdd();
      case "llvm.sub" -> buildSub();
      case "llvm.mul" -> buildMul();
      case "llvm.shl" -> buildShl();
      case "llvm.udiv" -> buildUdiv();
      case "llvm.sdiv" -> buildSdiv();
      case "llvm.lshr" -> buildLshr();
      case "llvm.ashr" -> buildAshr();
      case "llvm.urem" -> buildUrem();
      case "llvm.srem" -> buildSrem();
      case "llvm.and" -> buildAnd();
      case "llvm.or" -> buildOr();
      case "llvm.xor" -> buildXor();
      case "llvm.fadd" -> buildFadd();
      case "llvm.fsub" -> buildFsub();
      case "llvm.fmul" -> buildFmul();
      case "llvm.fdiv" -> buildFdiv();
      case "llvm.frem" -> buildFrem();
      case "llvm.fneg" -> buildFneg();
      case "llvm.icmp" -> buildIcmp();
      case "llvm.fcmp" -> buildFcmp();
      case "llvm.select" -> buildSelect();
      case "llvm.bitcast" -> buildBitcast();
      case "llvm.addrspacecast" -> buildAddrspacecast();
      case "llvm.inttoptr" -> buildInttoptr();
      case "llvm.ptrtoint" -> buildPtrtoint();
      case "llvm.sext" -> buildSext();
      case "llvm.zext" -> buildZext();
      case "llvm.trunc" -> buildTrunc();
      case "llvm.sitofp" -> buildSitofp();
      case "llvm.uitofp" -> buildUitofp();
      case "llvm.fptosi" -> buildFptosi();
      case "llvm.fptoui" -> buildFptoui();
      case "llvm.fpext" -> buildFpext();
      case "llvm.fptrunc" -> buildFptrunc();
      case "llvm.mlir.zero" -> buildZero();
      case "llvm.mlir.undef" -> buildUndef();
      case "llvm.mlir.poison" -> buildPoison();
      case "llvm.extractvalue" -> buildExtractvalue();
      case "llvm.insertvalue" -> buildInsertvalue();
      case "llvm.extractelement" -> buildExtractelement();
      case "llvm.insertelement" -> buildInsertelement();
      case "llvm.shufflevector" -> buildShufflevector();
      case "llvm.return" -> buildReturn();
      case "llvm.unreachable" -> buildUnreachable();
      case "llvm.fence" -> buildFence();
      case "llvm.atomicrmw" -> buildAtomicrmw();
      case "llvm.cmpxchg" -> buildCmpxchg();
      default -> null;
    };
  }

  // ---- integer arithmetic --------------------------------------------------------------------

  private static OpDef buildAdd() {
    return LlvmSpecs.intBinary("llvm.add", LlvmSpecs.BINARY_OVERFLOW).traits(Trait.COMMUTATIVE).build();
  }

  private static OpDef buildSub() {
    return LlvmSpecs.intBinary("llvm.sub", LlvmSpecs.BINARY_OVERFLOW).build();
  }

  private static OpDef buildMul() {
    return LlvmSpecs.intBinary("llvm.mul", LlvmSpecs.BINARY_OVERFLOW).traits(Trait.COMMUTATIVE).build();
  }

  private static OpDef buildShl() {
    return LlvmSpecs.intBinary("llvm.shl", LlvmSpecs.BINARY_OVERFLOW).extension(org.jmlir.ir.rewrite.OpFolder.class, LlvmFolders.SHL).build();
  }

  private static OpDef buildUdiv() {
    return LlvmSpecs.intBinary("llvm.udiv", LlvmSpecs.BINARY_EXACT).build();
  }

  private static OpDef buildSdiv() {
    return LlvmSpecs.intBinary("llvm.sdiv", LlvmSpecs.BINARY_EXACT).build();
  }

  private static OpDef buildLshr() {
    return LlvmSpecs.intBinary("llvm.lshr", LlvmSpecs.BINARY_EXACT).build();
  }

  private static OpDef buildAshr() {
    return LlvmSpecs.intBinary("llvm.ashr", LlvmSpecs.BINARY_EXACT).build();
  }

  private static OpDef buildUrem() {
    return LlvmSpecs.intBinary("llvm.urem", LlvmSpecs.BINARY).build();
  }

  private static OpDef buildSrem() {
    return LlvmSpecs.intBinary("llvm.srem", LlvmSpecs.BINARY).build();
  }

  private static OpDef buildAnd() {
    return LlvmSpecs.intBinary("llvm.and", LlvmSpecs.BINARY).traits(Trait.COMMUTATIVE).build();
  }

  private static OpDef buildOr() {
    return LlvmSpecs.intBinary("llvm.or", LlvmSpecs.BINARY_DISJOINT).traits(Trait.COMMUTATIVE).extension(org.jmlir.ir.rewrite.OpFolder.class, LlvmFolders.OR).build();
  }

  private static OpDef buildXor() {
    return LlvmSpecs.intBinary("llvm.xor", LlvmSpecs.BINARY).traits(Trait.COMMUTATIVE).build();
  }

  // ---- float arithmetic ----------------------------------------------------------------------

  private static OpDef buildFadd() {
    return LlvmSpecs.floatBinary("llvm.fadd").traits(Trait.COMMUTATIVE).build();
  }

  private static OpDef buildFsub() {
    return LlvmSpecs.floatBinary("llvm.fsub").build();
  }

  private static OpDef buildFmul() {
    return LlvmSpecs.floatBinary("llvm.fmul").traits(Trait.COMMUTATIVE).build();
  }

  private static OpDef buildFdiv() {
    return LlvmSpecs.floatBinary("llvm.fdiv").build();
  }

  private static OpDef buildFrem() {
    return LlvmSpecs.floatBinary("llvm.frem").build();
  }

  private static OpDef buildFneg() {
    return
      LlvmSpecs.op("llvm.fneg", LlvmSpecs.LLVM_OP)
          .operand("operand", LlvmSpecs.FLOAT_LIKE)
          .result("res", LlvmSpecs.FLOAT_LIKE)
          .defaultAttr("fastmathFlags", LlvmSpecs.FASTMATH, LlvmSpecs.NO_FASTMATH)
          .traits(Trait.PURE)
          .traits(Trait.SAME_OPERANDS_AND_RESULT_TYPE)
          .format("$operand attr-dict `:` type($res)")
          .build();
  }

  // ---- comparisons and select ----------------------------------------------------------------

  private static final TypeConstraint ICMP_OPERAND =
      new TypeConstraint(
          "signless integer or LLVM dialect-compatible vector of signless integer or LLVM pointer type or LLVM"
              + " dialect-compatible vector of LLVM pointer type",
          t -> LlvmTypes.isIntLike(t) || LlvmTypes.isPointerLike(t));

  /** icmp/fcmp's result type; MLIR's parser for them is hand-written (no parse-time operand check). */
  private static final org.jmlir.ir.ods.OpSpec.TypeTransform I1_LIKE =
      new org.jmlir.ir.ods.OpSpec.TypeTransform() {
        @Override
        public Type apply(org.jmlir.ir.MLIRContext ctx, Type source) {
          return i1Like(ctx, source);
        }

        @Override
        public boolean checksSource() {
          return false;
        }
      };

  private static Type i1Like(org.jmlir.ir.MLIRContext ctx, Type t) {
    IntegerType i1 = IntegerType.get(ctx, 1);
    // Scalable dimensions stay scalable: vector<[4]xf32> compares into vector<[4]xi1>.
    return t instanceof VectorType v ? VectorType.get(ctx, v.shape(), v.scalableDims(), i1) : i1;
  }

  /**
   * icmp/fcmp's predicate: a string literal naming the predicate (MLIR's parseCmpOp parses a
   * StringAttr); anything else fails as a string attribute does.
   */
  private static AttrConstraint cmpPredicate(LlvmEnums.IntEnum e) {
    AttrConstraint base = e.constraint("predicate");
    return new AttrConstraint(
        base.description(),
        base.predicate(),
        p -> {
          int at = p.currentOffset();
          String str = p.parseOptionalString();
          if (str == null) {
            AttrConstraint.STRING.parse(p);
            throw p.emitError(at, "invalid kind of attribute specified");
          }
          if (e.valueOf(str) < 0) {
            throw p.emitError(at, "'" + str + "' is an incorrect value of the 'predicate' attribute");
          }
          return e.attr(p.context(), str);
        },
        base.optionalParser(),
        base.printer());
  }

  private static OpDef buildIcmp() {
    return
      LlvmSpecs.op("llvm.icmp", LlvmSpecs.LLVM_OP)
          .attr("predicate", cmpPredicate(LlvmEnums.ICMP_PREDICATE))
          .operand("lhs", ICMP_OPERAND)
          .operand("rhs", ICMP_OPERAND)
          .result("res", LlvmSpecs.BOOL_LIKE)
          .traits(Trait.PURE)
          .traits(Trait.SAME_TYPE_OPERANDS)
          .typesMatchWith("result type has i1 element type and same shape as operands", "lhs", "res", I1_LIKE)
          .format("$predicate $lhs `,` $rhs attr-dict `:` type($lhs)")
          .extension(org.jmlir.ir.rewrite.OpFolder.class, LlvmFolders.ICMP)
          .build();
  }

  private static OpDef buildFcmp() {
    return
      LlvmSpecs.op("llvm.fcmp", LlvmSpecs.LLVM_OP)
          .attr("predicate", cmpPredicate(LlvmEnums.FCMP_PREDICATE))
          .operand("lhs", LlvmSpecs.FLOAT_LIKE)
          .operand("rhs", LlvmSpecs.FLOAT_LIKE)
          .result("res", LlvmSpecs.BOOL_LIKE)
          .defaultAttr("fastmathFlags", LlvmSpecs.FASTMATH, LlvmSpecs.NO_FASTMATH)
          .traits(Trait.PURE)
          .traits(Trait.SAME_TYPE_OPERANDS)
          .typesMatchWith("result type has i1 element type and same shape as operands", "lhs", "res", I1_LIKE)
          .format("$predicate $lhs `,` $rhs attr-dict `:` type($lhs)")
          .build();
  }

  private static OpDef buildSelect() {
    return
      LlvmSpecs.op("llvm.select", LlvmSpecs.LLVM_OP)
          .operand("condition", LlvmSpecs.BOOL_LIKE)
          .operand("trueValue", LlvmSpecs.ANY)
          .operand("falseValue", LlvmSpecs.ANY)
          .result("res", LlvmSpecs.ANY)
          .defaultAttr("fastmathFlags", LlvmSpecs.FASTMATH, LlvmSpecs.NO_FASTMATH)
          .traits(Trait.PURE)
          .allTypesMatch("trueValue", "falseValue", "res")
          .format("operands attr-dict `:` type($condition) `,` type($res)")
          .build();
  }

  // ---- casts ---------------------------------------------------------------------------------

  private static OpDef buildBitcast() {
    return LlvmSpecs.cast("llvm.bitcast", LlvmSpecs.NON_AGGREGATE, LlvmSpecs.NON_AGGREGATE, LlvmSpecs.CAST).verifier(LlvmOps::verifyBitcast).extension(org.jmlir.ir.rewrite.OpFolder.class, LlvmFolders.CHAINED_CAST).addInterface(org.jmlir.ir.interfaces.PromotableOpInterface.class, org.jmlir.ir.interfaces.PromotableOpInterface.FORWARD_TO_USERS).build();
  }

  private static OpDef buildAddrspacecast() {
    return
      LlvmSpecs.cast("llvm.addrspacecast", LlvmSpecs.POINTER_LIKE, LlvmSpecs.POINTER_LIKE, LlvmSpecs.CAST).extension(org.jmlir.ir.rewrite.OpFolder.class, LlvmFolders.CHAINED_CAST).addInterface(org.jmlir.ir.interfaces.PromotableOpInterface.class, org.jmlir.ir.interfaces.PromotableOpInterface.FORWARD_TO_USERS).build();
  }

  private static OpDef buildInttoptr() {
    // As MLIR 22, with an optional dereferenceable<...> (its !dereferenceable metadata).
    return LlvmSpecs.cast("llvm.inttoptr", LlvmSpecs.INT_LIKE, LlvmSpecs.POINTER_LIKE,
            "$arg (`dereferenceable` `` $dereferenceable^)? attr-dict `:` type($arg) `to` type($res)")
        .optionalAttr(LlvmAttrParser.DEREFERENCEABLE, LlvmAttrParser.DEREFERENCEABLE_STRIPPED).build();
  }

  private static OpDef buildPtrtoint() {
    return LlvmSpecs.cast("llvm.ptrtoint", LlvmSpecs.POINTER_LIKE, LlvmSpecs.INT_LIKE, LlvmSpecs.CAST).build();
  }

  private static OpDef buildSext() {
    return LlvmSpecs.cast("llvm.sext", LlvmSpecs.INT_LIKE, LlvmSpecs.INT_LIKE, LlvmSpecs.CAST).verifier(LlvmOps::verifyExt).build();
  }

  private static OpDef buildZext() {
    return LlvmSpecs.cast("llvm.zext", LlvmSpecs.INT_LIKE, LlvmSpecs.INT_LIKE, LlvmSpecs.CAST_NNEG).verifier(LlvmOps::verifyExt).extension(org.jmlir.ir.rewrite.OpFolder.class, LlvmFolders.ZEXT).build();
  }

  private static OpDef buildTrunc() {
    return LlvmSpecs.cast("llvm.trunc", LlvmSpecs.INT_LIKE, LlvmSpecs.INT_LIKE, LlvmSpecs.CAST_OVERFLOW).build();
  }

  private static OpDef buildSitofp() {
    return LlvmSpecs.cast("llvm.sitofp", LlvmSpecs.INT_LIKE, LlvmSpecs.FLOAT_LIKE, LlvmSpecs.CAST).build();
  }

  private static OpDef buildUitofp() {
    return LlvmSpecs.cast("llvm.uitofp", LlvmSpecs.INT_LIKE, LlvmSpecs.FLOAT_LIKE, LlvmSpecs.CAST_NNEG).build();
  }

  private static OpDef buildFptosi() {
    return LlvmSpecs.cast("llvm.fptosi", LlvmSpecs.FLOAT_LIKE, LlvmSpecs.INT_LIKE, LlvmSpecs.CAST).build();
  }

  private static OpDef buildFptoui() {
    return LlvmSpecs.cast("llvm.fptoui", LlvmSpecs.FLOAT_LIKE, LlvmSpecs.INT_LIKE, LlvmSpecs.CAST).build();
  }

  private static OpDef buildFpext() {
    return LlvmSpecs.cast("llvm.fpext", LlvmSpecs.FLOAT_LIKE, LlvmSpecs.FLOAT_LIKE, LlvmSpecs.CAST).build();
  }

  private static OpDef buildFptrunc() {
    return LlvmSpecs.cast("llvm.fptrunc", LlvmSpecs.FLOAT_LIKE, LlvmSpecs.FLOAT_LIKE, LlvmSpecs.CAST).build();
  }

  /**
   * MLIR 22's BitcastOp::verify: pointers (or vectors of them) only to and from pointers, a vector
   * of pointers only to a vector, within one address space.
   */
  private static boolean verifyBitcast(Operation op) {
    Type from = op.operand(0).type();
    Type to = op.result(0).type();
    boolean fromPtr = LlvmTypes.scalar(from) instanceof LlvmPointerType;
    if (fromPtr != LlvmTypes.scalar(to) instanceof LlvmPointerType) {
      return op.emitOpError("can only cast pointers from and to pointers").report();
    }
    if (!fromPtr) {
      return true;
    }
    if (to instanceof VectorType && !(from instanceof VectorType)) {
      return op.emitOpError("cannot cast pointer to vector of pointers").report();
    }
    if (from instanceof VectorType && !(to instanceof VectorType)) {
      return op.emitOpError("cannot cast vector of pointers to pointer").report();
    }
    if (((LlvmPointerType) LlvmTypes.scalar(from)).addressSpace() != ((LlvmPointerType) LlvmTypes.scalar(to)).addressSpace()) {
      return op.emitOpError("cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead").report();
    }
    return true;
  }

  /** MLIR 22's verifyExtOp (sext, zext): same vector shape, a wider integer. */
  private static boolean verifyExt(Operation op) {
    Type from = op.operand(0).type();
    Type to = op.result(0).type();
    if (from instanceof VectorType fv) {
      if (!(to instanceof VectorType tv)) {
        return op.emitError("input type is a vector but output type is an integer").report();
      }
      if (!java.util.Arrays.equals(fv.shape(), tv.shape()) || !java.util.Arrays.equals(fv.scalableDims(), tv.scalableDims())) {
        return op.emitError("input and output vectors are of incompatible shape").report();
      }
    } else if (to instanceof VectorType) {
      return op.emitError("input type is an integer but output type is a vector").report();
    }
    if (((IntegerType) LlvmTypes.scalar(to)).width() <= ((IntegerType) LlvmTypes.scalar(from)).width()) {
      return op.emitError("integer width of the output type is smaller or equal to the integer width of the input type").report();
    }
    return true;
  }

  // ---- constants -----------------------------------------------------------------------------

  private static OpDef valueless(String name, org.jmlir.ir.rewrite.OpFolder folder, org.jmlir.ir.OpDef.Verifier verifier) {
    return LlvmSpecs.op(name, LlvmSpecs.LLVM_OP)
        .extension(org.jmlir.ir.rewrite.OpFolder.class, folder)
        .result("res", LlvmSpecs.ANY)
        .traits(Trait.PURE)
        .traits(Trait.CONSTANT_LIKE)
        .format("attr-dict `:` type($res)")
        .verifier(verifier)
        .build();
  }

  private static OpDef buildZero() {
    return
      valueless("llvm.mlir.zero", LlvmFolders.ZERO, op -> !(op.result(0).type() instanceof LlvmTargetExtType x && !x.hasZeroInit())
          || op.emitOpError("target extension type does not support zero-initializer").report());
  }

  private static OpDef buildUndef() {
    return valueless("llvm.mlir.undef", LlvmFolders.UNDEF, null);
  }

  private static OpDef buildPoison() {
    return valueless("llvm.mlir.poison", LlvmFolders.POISON, null);
  }

  // ---- aggregates ----------------------------------------------------------------------------

  /** MLIR's DenseI64ArrayAttr written {@code [0, 1]}. */
  static final AttrConstraint POSITION = bracketedArray(64);

  /** A DenseI{width}ArrayAttr written as {@code [a, b]} in op syntax. */
  static AttrConstraint bracketedArray(int width) {
    return new AttrConstraint(
        "i" + width + " dense array attribute",
        a -> a instanceof DenseArrayAttr d && d.elementType() instanceof IntegerType t && t.width() == width,
        p -> parseArray(p, width),
        p -> parseArray(p, width),
        (a, p) -> {
          DenseArrayAttr d = (DenseArrayAttr) a;
          StringBuilder sb = new StringBuilder("[");
          for (int i = 0; i < d.size(); i++) {
            sb.append(i > 0 ? ", " : "").append(d.rawValue(i));
          }
          p.print(sb.append(']').toString());
        });
  }

  private static Attribute parseArray(org.jmlir.ir.parse.AsmParser p, int width) {
    if (!p.parseOptionalLSquare()) {
      return null;
    }
    List<Long> vals = new ArrayList<>();
    if (!p.parseOptionalRSquare()) {
      do {
        vals.add(p.parseInteger().longValue());
      } while (p.parseOptionalComma());
      p.parseRSquare();
    }
    long[] out = new long[vals.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = vals.get(i);
    }
    return DenseArrayAttr.get(p.context(), IntegerType.get(p.context(), width), out);
  }

  /** The type at {@code position} inside aggregate {@code t}, or null when it does not index it. */
  public static Type elementAt(Type t, DenseArrayAttr position) {
    Type cur = t;
    for (int i = 0; i < position.size(); i++) {
      long idx = position.rawValue(i);
      if (cur instanceof LlvmStructType s && idx >= 0 && idx < s.elementTypes().size()) {
        cur = s.elementTypes().get((int) idx);
      } else if (cur instanceof LlvmArrayType a && idx >= 0 && idx < a.numElements()) {
        cur = a.elementType();
      } else {
        return null;
      }
    }
    return cur;
  }

  /** MLIR's getInsertExtractValueElementType wording for a position that does not index {@code t}. */
  static String positionProblem(Type t, DenseArrayAttr position) {
    Type cur = t;
    for (int i = 0; i < position.size(); i++) {
      long idx = position.rawValue(i);
      if (cur instanceof LlvmStructType s) {
        if (idx < 0 || idx >= s.elementTypes().size()) {
          return "position out of bounds: " + idx;
        }
        cur = s.elementTypes().get((int) idx);
      } else if (cur instanceof LlvmArrayType a) {
        if (idx < 0 || idx >= a.numElements()) {
          return "position out of bounds: " + idx;
        }
        cur = a.elementType();
      } else {
        return "expected LLVM IR structure/array type";
      }
    }
    return null;
  }

  /** custom<InsertExtractValueElementType>: the value's type follows from the container's. */
  private static CustomDirective elementType(String valueName) {
    return new CustomDirective() {
      @Override
      public void parse(OpAsmParser parser, FormatState state) {
        List<Type> container = state.types("container");
        Attribute pos = state.attribute("position");
        if (container == null || !(pos instanceof DenseArrayAttr d)) {
          throw parser.emitError("expected LLVM IR structure/array type");
        }
        if (!LlvmTypes.isCompatible(container.get(0))) {
          throw parser.emitError("expected LLVM IR Dialect type");
        }
        String problem = positionProblem(container.get(0), d);
        if (problem != null) {
          throw parser.emitError(problem);
        }
        Type elem = elementAt(container.get(0), d);
        state.setTypes(valueName, List.of(elem));
      }

      @Override
      public void print(Operation op, OpAsmPrinter printer) {}
    };
  }

  private static boolean verifyPosition(Operation op, Type container, Type value) {
    DenseArrayAttr pos = (DenseArrayAttr) op.inherentAttr("position");
    String problem = positionProblem(container, pos);
    if (problem != null) {
      return op.emitOpError(problem).report();
    }
    Type elem = elementAt(container, pos);
    if (elem != value) {
      String message =
          op.def().name().equals("llvm.insertvalue")
              ? "Type mismatch: cannot insert '" + Texts.type(value) + "' into '" + Texts.type(container) + "'"
              : "Type mismatch: extracting from '" + Texts.type(container) + "' should produce '" + Texts.type(elem)
                  + "' but this op returns '" + Texts.type(value) + "'";
      return op.emitOpError(message).report();
    }
    return true;
  }

  private static OpDef buildExtractvalue() {
    return
      LlvmSpecs.op("llvm.extractvalue", LlvmSpecs.LLVM_OP)
          .operand("container", LlvmSpecs.AGGREGATE)
          .attr("position", POSITION)
          .result("res", LlvmSpecs.ANY)
          .traits(Trait.PURE)
          .customDirective("InsertExtractValueElementType", elementType("res"))
          .format("$container `` $position attr-dict `:` type($container) custom<InsertExtractValueElementType>(type($res), ref(type($container)), ref($position))")
          .verifier(op -> verifyPosition(op, op.operand(0).type(), op.result(0).type()))
          .extension(org.jmlir.ir.rewrite.OpFolder.class, LlvmFolders.EXTRACTVALUE)
          .build();
  }

  private static OpDef buildInsertvalue() {
    return
      LlvmSpecs.op("llvm.insertvalue", LlvmSpecs.LLVM_OP)
          .operand("container", LlvmSpecs.AGGREGATE)
          .operand("value", LlvmSpecs.ANY)
          .attr("position", POSITION)
          .result("res", LlvmSpecs.AGGREGATE)
          .traits(Trait.PURE)
          .allTypesMatch("container", "res")
          .customDirective("InsertExtractValueElementType", elementType("value"))
          .format("$value `,` $container `` $position attr-dict `:` type($container) custom<InsertExtractValueElementType>(type($value), ref(type($container)), ref($position))")
          .verifier(op -> verifyPosition(op, op.operand(0).type(), op.operand(1).type()))
          .build();
  }

  private static OpDef buildExtractelement() {
    return
      LlvmSpecs.op("llvm.extractelement", LlvmSpecs.LLVM_OP)
          .operand("vector", LlvmSpecs.VECTOR)
          .operand("position", LlvmSpecs.INTEGER)
          .result("res", LlvmSpecs.ANY)
          .traits(Trait.PURE)
          .typesMatchWith("result type matches vector element type", "vector", "res", (ctx, t) -> ((VectorType) t).elementType())
          .format("$vector `[` $position `:` type($position) `]` attr-dict `:` type($vector)")
          .build();
  }

  private static OpDef buildInsertelement() {
    return
      LlvmSpecs.op("llvm.insertelement", LlvmSpecs.LLVM_OP)
          .operand("vector", LlvmSpecs.VECTOR)
          .operand("value", LlvmSpecs.ANY)
          .operand("position", LlvmSpecs.INTEGER)
          .result("res", LlvmSpecs.VECTOR)
          .traits(Trait.PURE)
          .allTypesMatch("vector", "res")
          .typesMatchWith("argument type matches vector element type", "vector", "value", (ctx, t) -> ((VectorType) t).elementType())
          .format("$value `,` $vector `[` $position `:` type($position) `]` attr-dict `:` type($vector)")
          .build();
  }

  /** custom<ShuffleType>: the result is a vector of the mask's length of the operands' element. */
  private static final CustomDirective SHUFFLE_TYPE =
      new CustomDirective() {
        @Override
        public void parse(OpAsmParser parser, FormatState state) {
          List<Type> v1 = state.types("v1");
          if (v1 == null || !(v1.get(0) instanceof VectorType v) || !(state.attribute("mask") instanceof DenseArrayAttr mask)) {
            throw parser.emitError("expected an LLVM compatible vector type");
          }
          state.setTypes("res", List.of(VectorType.get(parser.context(), new long[] {mask.size()}, new boolean[] {v.isScalable()}, v.elementType())));
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {}
      };

  private static OpDef buildShufflevector() {
    return
      LlvmSpecs.op("llvm.shufflevector", LlvmSpecs.LLVM_OP)
          .operand("v1", LlvmSpecs.VECTOR)
          .operand("v2", LlvmSpecs.VECTOR)
          .attr("mask", bracketedArray(32))
          .result("res", LlvmSpecs.VECTOR)
          .traits(Trait.PURE)
          .allTypesMatch("v1", "v2")
          .customDirective("ShuffleType", SHUFFLE_TYPE)
          .format("$v1 `,` $v2 $mask attr-dict `:` type($v1) custom<ShuffleType>(ref(type($v1)), type($res), ref($mask))")
          .verifier(LlvmOps::verifyShuffle)
          .build();
  }

  /** A shuffle of scalable vectors must splat one lane: all mask entries equal. */
  private static boolean verifyShuffle(Operation op) {
    if (op.operand(0).type() instanceof VectorType v && v.isScalable() && op.inherentAttr("mask") instanceof DenseArrayAttr m) {
      for (int i = 1; i < m.size(); i++) {
        if (m.rawValue(i) != m.rawValue(0)) {
          return op.emitOpError("expected a splat operation for scalable vectors").report();
        }
      }
    }
    return true;
  }

  // ---- control flow --------------------------------------------------------------------------

  private static OpDef buildReturn() {
    return
      LlvmSpecs.op("llvm.return", LlvmSpecs.LLVM_OP)
          .optionalOperand("arg", LlvmSpecs.ANY)
          .traits(Trait.PURE)
          .traits(Trait.TERMINATOR, Trait.RETURN_LIKE)
          .format("attr-dict ($arg^ `:` type($arg))?")
          .verifier(LlvmOps::verifyReturn)
          .build();
  }

  private static boolean verifyReturn(Operation op) {
    Operation parent = op.parentOp();
    if (parent instanceof FuncOp f) {
      List<Type> results = f.functionType().returnTypes();
      if (results.isEmpty() && op.numOperands() > 0) {
        return op.emitOpError("expected no operands").attachNote(f.location(), "when returning from function").report();
      }
      if (!results.isEmpty() && op.numOperands() == 0) {
        return op.emitOpError("expected 1 operand").attachNote(f.location(), "when returning from function").report();
      }
      if (!results.isEmpty() && op.operand(0).type() != results.get(0)) {
        return op.emitOpError("mismatching result types").attachNote(f.location(), "when returning from function").report();
      }
    }
    return true;
  }

  private static OpDef buildUnreachable() {
    return
      LlvmSpecs.op("llvm.unreachable", LlvmSpecs.LLVM_OP).traits(Trait.TERMINATOR).format("attr-dict").build();
  }

  private static OpDef buildFence() {
    return
      LlvmSpecs.op("llvm.fence", LlvmSpecs.LLVM_OP)
          .attr("ordering", LlvmEnums.ATOMIC_ORDERING.constraint("ordering"))
          .optionalAttr("syncscope", AttrConstraint.STRING)
          .format("(`syncscope` `(` $syncscope^ `)`)? $ordering attr-dict")
          .verifier(LlvmOps::verifyFence)
          .build();
  }

  /** MLIR 22: a fence orders nothing at not_atomic, unordered or monotonic. */
  private static boolean verifyFence(Operation op) {
    String ordering = ((LlvmOp) op).enumAttr("ordering", LlvmEnums.ATOMIC_ORDERING);
    if (ordering == null || ordering.equals("not_atomic") || ordering.equals("unordered") || ordering.equals("monotonic")) {
      return op.emitOpError("can be given only acquire, release, acq_rel, and seq_cst orderings").report();
    }
    return true;
  }

  private static boolean isScalarFloat(Type t) {
    return t instanceof org.jmlir.ir.type.FloatType || (t instanceof LlvmPrimitiveType p && p.kind() == LlvmPrimitiveType.Kind.PPC_FP128);
  }

  private static final TypeConstraint ATOMIC_RMW_TYPE =
      new TypeConstraint(
          "floating point LLVM type or LLVM pointer type or signless integer or LLVM dialect-compatible fixed-length vector type",
          t -> isScalarFloat(t) || t instanceof LlvmPointerType || LlvmTypes.isSignlessInt(t)
              || (t instanceof VectorType v && !v.isScalable() && LlvmTypes.isCompatible(t)));

  private static final TypeConstraint CMPXCHG_TYPE =
      new TypeConstraint("signless integer or LLVM pointer type", t -> LlvmTypes.isSignlessInt(t) || t instanceof LlvmPointerType);

  /** MLIR's isTypeCompatibleWithAtomicOp: an integer, pointer or float of a power-of-two size of at least a byte. */
  private static boolean atomicCompatible(Type t) {
    if (!(t instanceof IntegerType || t instanceof LlvmPointerType || isScalarFloat(t))) {
      return false;
    }
    long bits = LlvmTypeLayout.sizeInBits(t);
    return bits >= 8 && (bits & (bits - 1)) == 0;
  }

  /** MLIR 22's AtomicRMWOp::verify. */
  private static boolean verifyAtomicRmw(Operation op) {
    if (!LlvmModuleOps.verifyAliasAnalysisAttrs(op)) {
      return false;
    }
    Type val = op.operand(1).type();
    String binOp = ((LlvmOp) op).enumAttr("bin_op", LlvmEnums.ATOMIC_BIN_OP);
    if (List.of("fadd", "fsub", "fmin", "fmax", "fminimum", "fmaximum").contains(binOp)) {
      if (val instanceof VectorType v) {
        if (v.isScalable()) {
          return op.emitOpError("expected LLVM IR fixed vector type").report();
        }
        if (!isScalarFloat(v.elementType())) {
          return op.emitOpError("expected LLVM IR floating point type for vector element").report();
        }
      } else if (!isScalarFloat(val)) {
        return op.emitOpError("expected LLVM IR floating point type").report();
      }
    } else if ("xchg".equals(binOp)) {
      if (!atomicCompatible(val)) {
        return op.emitOpError("unexpected LLVM IR type for 'xchg' bin_op").report();
      }
    } else {
      int width = val instanceof IntegerType i ? i.width() : 0;
      if (width != 8 && width != 16 && width != 32 && width != 64) {
        return op.emitOpError("expected LLVM IR integer type").report();
      }
    }
    if (LlvmEnums.ATOMIC_ORDERING.valueOf(((LlvmOp) op).enumAttr("ordering", LlvmEnums.ATOMIC_ORDERING)) < 2) {
      return op.emitOpError("expected at least 'monotonic' ordering").report();
    }
    return true;
  }

  /** MLIR 22's AtomicCmpXchgOp::verify. */
  private static boolean verifyCmpXchg(Operation op) {
    if (!LlvmModuleOps.verifyAliasAnalysisAttrs(op)) {
      return false;
    }
    if (!atomicCompatible(op.operand(2).type())) {
      return op.emitOpError("unexpected LLVM IR type").report();
    }
    int success = LlvmEnums.ATOMIC_ORDERING.valueOf(((LlvmOp) op).enumAttr("success_ordering", LlvmEnums.ATOMIC_ORDERING));
    String failure = ((LlvmOp) op).enumAttr("failure_ordering", LlvmEnums.ATOMIC_ORDERING);
    if (success < 2 || LlvmEnums.ATOMIC_ORDERING.valueOf(failure) < 2) {
      return op.emitOpError("ordering must be at least 'monotonic'").report();
    }
    if (failure.equals("release") || failure.equals("acq_rel")) {
      return op.emitOpError("failure ordering cannot be 'release' or 'acq_rel'").report();
    }
    return true;
  }

  private static OpDef buildAtomicrmw() {
    return
      LlvmSpecs.op("llvm.atomicrmw", LlvmSpecs.LLVM_OP)
          .operand("ptr", LlvmSpecs.POINTER)
          .operand("val", ATOMIC_RMW_TYPE)
          .result("res", ATOMIC_RMW_TYPE)
          .attr("bin_op", LlvmEnums.ATOMIC_BIN_OP.constraint("bin_op"))
          .attr("ordering", LlvmEnums.ATOMIC_ORDERING.constraint("ordering"))
          .optionalAttr("syncscope", AttrConstraint.STRING)
          .optionalAttr("alignment", LlvmSpecs.I64_ATTR)
          .optionalAttr("volatile_", AttrConstraint.UNIT)
          .typesMatchWith("result #0 and operand #1 have the same type", "val", "res", (ctx, t) -> t)
          .attrChecker(LlvmModuleOps::aliasAnalysisAttrProblem)
          .verifier(LlvmOps::verifyAtomicRmw)
          .format(
              "(`volatile` $volatile_^)? $bin_op $ptr `,` $val (`syncscope` `(` $syncscope^ `)`)? $ordering attr-dict `:`"
                  + " qualified(type($ptr)) `,` type($val)")
          .build();
  }

  private static OpDef buildCmpxchg() {
    return
      LlvmSpecs.op("llvm.cmpxchg", LlvmSpecs.LLVM_OP)
          .operand("ptr", LlvmSpecs.POINTER)
          .operand("cmp", CMPXCHG_TYPE)
          .operand("val", CMPXCHG_TYPE)
          .result("res", LlvmSpecs.ANY)
          .attr("success_ordering", LlvmEnums.ATOMIC_ORDERING.constraint("success_ordering"))
          .attr("failure_ordering", LlvmEnums.ATOMIC_ORDERING.constraint("failure_ordering"))
          .optionalAttr("syncscope", AttrConstraint.STRING)
          .optionalAttr("alignment", LlvmSpecs.I64_ATTR)
          .optionalAttr("weak", AttrConstraint.UNIT)
          .optionalAttr("volatile_", AttrConstraint.UNIT)
          .typesMatchWith("operand #1 and operand #2 have the same type", "val", "cmp", (ctx, t) -> t)
          .attrChecker(LlvmModuleOps::aliasAnalysisAttrProblem)
          .verifier(LlvmOps::verifyCmpXchg)
          .typesMatchWith(
              "result #0 has an LLVM struct type consisting of the type of operand #2 and a bool", "val", "res",
              (ctx, t) -> LlvmStructType.getLiteral(ctx, List.of(t, IntegerType.get(ctx, 1))))
          .format(
              "(`weak` $weak^)? (`volatile` $volatile_^)? $ptr `,` $cmp `,` $val (`syncscope` `(` $syncscope^ `)`)?"
                  + " $success_ordering $failure_ordering attr-dict `:` qualified(type($ptr)) `,` type($val)")
          .build();
  }

  static List<OpDef> all() {
    List<OpDef> out = new ArrayList<>(own());
    out.addAll(
        List.of(
            ConstantOp.DEF, AddressOfOp.DEF, LoadOp.DEF, StoreOp.DEF, AllocaOp.DEF, GEPOp.DEF, CallOp.DEF, FuncOp.DEF,
            GlobalOp.DEF, BrOp.DEF, CondBrOp.DEF, SwitchOp.DEF, ComdatOps.COMDAT, ComdatOps.COMDAT_SELECTOR, InvokeOps.INVOKE, InvokeOps.LANDINGPAD, InvokeOps.RESUME));
    return out;
  }

  /**
   * The ops this class defines (not those of the op classes that {@link #all} adds, which
   * {@link LlvmDialect#lazyOperation} reaches class by class, so that a program's first op does not
   * initialise them all).
   */
  static List<OpDef> own() {
    return List.of(
        ADD, SUB, MUL, SHL, UDIV, SDIV, LSHR, ASHR, UREM, SREM, AND, OR, XOR, FADD, FSUB, FMUL, FDIV, FREM, FNEG,
        ICMP, FCMP, SELECT, BITCAST, ADDRSPACECAST, INTTOPTR, PTRTOINT, SEXT, ZEXT, TRUNC, SITOFP, UITOFP,
        FPTOSI, FPTOUI, FPEXT, FPTRUNC, ZERO, UNDEF, POISON, EXTRACTVALUE, INSERTVALUE, EXTRACTELEMENT,
        INSERTELEMENT, SHUFFLEVECTOR, RETURN, UNREACHABLE, FENCE, ATOMICRMW, CMPXCHG);
  }

  static OpSpec spec(OpDef d) {
    return d.extension(OpSpec.class);
  }
}
