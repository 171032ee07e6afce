package org.jmlir.dialect.shape;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.ElementsAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.Delimiter;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.rewrite.CanonicalizationPatterns;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;

/**
 * The shape dialect ops that HLO's dynamic-shape lowerings emit (MLIR's ShapeOps.td), with
 * mlir-opt 22's syntax: shape_of, const_shape, broadcast, cstr_broadcastable, assuming and
 * assuming_yield, on extent tensors ({@code tensor<Nxindex>}).
 */
public final class ShapeOps {
  private ShapeOps() {}

  static final TypeConstraint SHAPE_OR_EXTENT_TENSOR =
      new TypeConstraint(
          "shape or extent tensor",
          t -> t instanceof ShapeType s && s.kind() == ShapeType.Kind.SHAPE
              || t instanceof RankedTensorType r && r.rank() == 1 && r.elementType() instanceof IndexType);

  static final TypeConstraint WITNESS =
      new TypeConstraint("", t -> t instanceof ShapeType s && s.kind() == ShapeType.Kind.WITNESS);

  private static final class ShapeOp extends Operation {}

  private static OpSpec.Builder op(String mnemonic) {
    return OpSpec.define(ShapeDialect.NAMESPACE + "." + mnemonic, ShapeOp::new);
  }

  public static final OpDef SHAPE_OF =
      op("shape_of")
          .operand("arg", TypeConstraint.ANY)
          .result("result", SHAPE_OR_EXTENT_TENSOR)
          .traits(Trait.PURE)
          .format("$arg attr-dict `:` type($arg) `->` type($result)")
          .build();

  static final TypeConstraint SIZE_OR_INDEX =
      new TypeConstraint(
          "size or index",
          t -> t instanceof ShapeType s && s.kind() == ShapeType.Kind.SIZE || t instanceof IndexType);

  public static final OpDef NUM_ELEMENTS =
      op("num_elements")
          .operand("shape", SHAPE_OR_EXTENT_TENSOR)
          .result("result", SIZE_OR_INDEX)
          .traits(Trait.PURE)
          .format("$shape attr-dict `:` type($shape) `->` type($result)")
          .build();

  public static final OpDef BROADCAST =
      op("broadcast")
          .variadicOperand("shapes", SHAPE_OR_EXTENT_TENSOR)
          .optionalAttr("error", AttrConstraint.STRING)
          .result("result", SHAPE_OR_EXTENT_TENSOR)
          .traits(Trait.PURE)
          .traits(Trait.COMMUTATIVE)
          .format("$shapes attr-dict `:` type($shapes) `->` type($result)")
          .extension(CanonicalizationPatterns.class,
              new CanonicalizationPatterns(List.of(new FoldConstantBroadcastOperands())))
          .build();

  public static final OpDef CSTR_BROADCASTABLE =
      op("cstr_broadcastable")
          .variadicOperand("shapes", SHAPE_OR_EXTENT_TENSOR)
          .result("result", WITNESS)
          .traits(Trait.COMMUTATIVE)
          .assembly(shapesFixedResult(ShapeType::witness))
          .build();

  public static final OpDef CONST_SHAPE =
      op("const_shape")
          .attr("shape", AttrConstraint.of("index elements attribute", a -> a instanceof ElementsAttr))
          .result("result", SHAPE_OR_EXTENT_TENSOR)
          .traits(Trait.PURE)
          .traits(Trait.CONSTANT_LIKE)
          .extension(OpFolder.class, (op, constants) -> List.of(OpFoldResult.of(op.attr("shape"))))
          .assembly(
              new OpDef.Assembly() {
                @Override
                public void parse(OpAsmParser p, OperationState state) {
                  p.parseOptionalAttrDict(state.attributes);
                  List<BigInteger> extents = new ArrayList<>();
                  p.parseCommaSeparatedList(Delimiter.SQUARE, () -> extents.add(p.parseInteger()), "shape extents");
                  state.addType(p.parseColonType());
                  state.addAttribute("shape", extents(p.context(), extents));
                }

                @Override
                public void print(Operation op, OpAsmPrinter p) {
                  p.print(" ");
                  p.printOptionalAttrDict(op.attributes().entries(), List.of("shape"));
                  p.print("[");
                  DenseIntOrFPElementsAttr d = (DenseIntOrFPElementsAttr) op.attr("shape");
                  for (long i = 0; i < d.numElements(); i++) {
                    p.print(i > 0 ? ", " : "").print(ConstFold.element(d, i).longValue());
                  }
                  p.print("] : ");
                  p.printType(op.result(0).type());
                }
              })
          .build();

  public static final OpDef ASSUMING_YIELD =
      op("assuming_yield")
          .variadicOperand("operands", TypeConstraint.ANY)
          .traits(Trait.PURE)
          .traits(Trait.RETURN_LIKE, Trait.TERMINATOR)
          .format("attr-dict ($operands^ `:` type($operands))?")
          .build();

  public static final OpDef ASSUMING =
      op("assuming")
          .operand("witness", WITNESS)
          .variadicResult("results", TypeConstraint.ANY)
          .sizedRegion("doRegion", 1)
          .traits(Trait.SINGLE_BLOCK, Trait.RECURSIVE_MEMORY_EFFECTS)
          .assembly(
              new OpDef.Assembly() {
                @Override
                public void parse(OpAsmParser p, OperationState state) {
                  UnresolvedOperand w = p.parseOperand();
                  p.resolveOperands(List.of(w), List.of(ShapeType.witness(p.context())), p.nameOffset(), state.operands);
                  List<Type> results = new ArrayList<>();
                  p.parseOptionalArrowTypeList(results);
                  state.addTypes(results);
                  Region body = state.addRegion();
                  p.parseRegion(body, List.of(), false);
                  p.parseOptionalAttrDict(state.attributes);
                }

                @Override
                public void print(Operation op, OpAsmPrinter p) {
                  p.print(" ");
                  p.printOperand(op.operand(0));
                  if (op.numResults() > 0) {
                    p.print(" -> (");
                    for (int i = 0; i < op.numResults(); i++) {
                      p.print(i > 0 ? ", " : "");
                      p.printType(op.result(i).type());
                    }
                    p.print(")");
                  }
                  p.print(" ");
                  p.printRegion(op.region(0), false, true, false);
                  p.printOptionalAttrDict(op.attributes().entries(), List.of());
                }
              })
          .build();

  /** shape.split_at: no assembly format in MLIR 22 (printed generically). */
  public static final OpDef SPLIT_AT =
      op("split_at")
          .operand("operand", SHAPE_OR_EXTENT_TENSOR)
          .operand("index", SIZE_OR_INDEX)
          .result("head", SHAPE_OR_EXTENT_TENSOR)
          .result("tail", SHAPE_OR_EXTENT_TENSOR)
          .traits(Trait.PURE)
          .build();

  public static final OpDef CONCAT =
      op("concat")
          .operand("lhs", SHAPE_OR_EXTENT_TENSOR)
          .operand("rhs", SHAPE_OR_EXTENT_TENSOR)
          .result("result", SHAPE_OR_EXTENT_TENSOR)
          .traits(Trait.PURE)
          .format("$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)")
          .build();

  public static final OpDef TO_EXTENT_TENSOR =
      op("to_extent_tensor")
          .operand("input", SHAPE_OR_EXTENT_TENSOR)
          .result("result", TypeConstraint.ANY)
          .traits(Trait.PURE)
          .format("$input attr-dict `:` type($input) `->` type($result)")
          .build();

  // ---- the ops of MLIR's shape-to-standard lowerings (mlir-opt 22's syntax) ------------------

  /** shape.add / shape.mul: sizes or indices; the result is !shape.size when an operand is. */
  private static OpDef binary(String mnemonic) {
    return op(mnemonic)
        .operand("lhs", SIZE_OR_INDEX)
        .operand("rhs", SIZE_OR_INDEX)
        .result("result", SIZE_OR_INDEX)
        .traits(Trait.PURE)
        .format("$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)")
        .build();
  }

  public static final OpDef ADD = binary("add");
  public static final OpDef MUL = binary("mul");

  public static final OpDef RANK =
      op("rank")
          .operand("shape", SHAPE_OR_EXTENT_TENSOR)
          .result("rank", SIZE_OR_INDEX)
          .traits(Trait.PURE)
          .format("$shape attr-dict `:` type($shape) `->` type($rank)")
          .build();

  public static final OpDef GET_EXTENT =
      op("get_extent")
          .operand("shape", SHAPE_OR_EXTENT_TENSOR)
          .operand("dim", SIZE_OR_INDEX)
          .result("extent", SIZE_OR_INDEX)
          .traits(Trait.PURE)
          .format("$shape `,` $dim attr-dict `:` type($shape) `,` type($dim) `->` type($extent)")
          .build();

  public static final OpDef DIM =
      op("dim")
          .operand("value", TypeConstraint.ANY)
          .operand("index", SIZE_OR_INDEX)
          .result("extent", SIZE_OR_INDEX)
          .traits(Trait.PURE)
          .format("$value `,` $index attr-dict `:` type($value) `,` type($index) `->` type($extent)")
          .build();

  public static final OpDef ANY =
      op("any")
          .variadicOperand("inputs", SHAPE_OR_EXTENT_TENSOR)
          .result("result", SHAPE_OR_EXTENT_TENSOR)
          .traits(Trait.PURE).traits(Trait.COMMUTATIVE)
          .format("$inputs attr-dict `:` type($inputs) `->` type($result)")
          .build();

  static final TypeConstraint SIZE =
      new TypeConstraint("size", t -> t instanceof ShapeType s && s.kind() == ShapeType.Kind.SIZE);

  public static final OpDef CONST_SIZE =
      op("const_size")
          .attr("value", AttrConstraint.of("index attribute",
              a -> a instanceof org.jmlir.ir.attr.IntegerAttr i && i.type() instanceof IndexType))
          .result("result", SIZE)
          .traits(Trait.PURE).traits(Trait.CONSTANT_LIKE)
          .extension(OpFolder.class, (op, constants) -> List.of(OpFoldResult.of(op.attr("value"))))
          .resultNamer((op, setter) -> setter.setName(op.result(0),
              "c" + ((org.jmlir.ir.attr.IntegerAttr) op.attr("value")).value()))
          .assembly(
              new OpDef.Assembly() {
                @Override
                public void parse(OpAsmParser p, OperationState state) {
                  BigInteger v = p.parseInteger();
                  p.parseOptionalAttrDict(state.attributes);
                  state.addAttribute("value",
                      org.jmlir.ir.attr.IntegerAttr.get(p.context(), IndexType.get(p.context()), v));
                  state.addType(ShapeType.get(p.context(), ShapeType.Kind.SIZE));
                }

                @Override
                public void print(Operation op, OpAsmPrinter p) {
                  p.print(" ").print(((org.jmlir.ir.attr.IntegerAttr) op.attr("value")).value().toString());
                  p.printOptionalAttrDict(op.attributes().entries(), List.of("value"));
                }
              })
          .build();

  public static final OpDef SIZE_TO_INDEX =
      op("size_to_index")
          .operand("arg", SIZE_OR_INDEX)
          .result("result", TypeConstraint.ANY)
          .traits(Trait.PURE)
          .extension(OpFolder.class, (op, constants) ->
              constants.get(0) != null ? List.of(OpFoldResult.of(constants.get(0))) : null)
          .assembly(oneOperandFixedResult(true, ctx -> IndexType.get(ctx)))
          .build();

  public static final OpDef INDEX_TO_SIZE =
      op("index_to_size")
          .operand("arg", TypeConstraint.ANY)
          .result("result", SIZE)
          .traits(Trait.PURE)
          .assembly(oneOperandFixedResult(false, ctx -> ShapeType.get(ctx, ShapeType.Kind.SIZE)))
          .build();

  /** {@code %r = shape.OP %x [: type]}: one operand, the result's type fixed by the op. */
  private static OpDef.Assembly oneOperandFixedResult(boolean printsType,
      java.util.function.Function<org.jmlir.ir.MLIRContext, Type> result) {
    return new OpDef.Assembly() {
      @Override
      public void parse(OpAsmParser p, OperationState state) {
        UnresolvedOperand x = p.parseOperand();
        p.parseOptionalAttrDict(state.attributes);
        Type t = printsType ? p.parseColonType() : IndexType.get(p.context());
        p.resolveOperands(List.of(x), List.of(t), p.nameOffset(), state.operands);
        state.addType(result.apply(p.context()));
      }

      @Override
      public void print(Operation op, OpAsmPrinter p) {
        p.print(" ");
        p.printOperand(op.operand(0));
        p.printOptionalAttrDict(op.attributes().entries(), List.of());
        if (printsType) {
          p.print(" : ");
          p.printType(op.operand(0).type());
        }
      }
    };
  }

  /** {@code %r = shape.OP %a, %b, ... : types}: variadic shapes, the result's type fixed by the op. */
  private static OpDef.Assembly shapesFixedResult(java.util.function.Function<org.jmlir.ir.MLIRContext, Type> result) {
    return new OpDef.Assembly() {
      @Override
      public void parse(OpAsmParser p, OperationState state) {
        List<UnresolvedOperand> shapes = p.parseOperandList(Delimiter.NONE, -1);
        p.parseOptionalAttrDict(state.attributes);
        List<Type> types = p.parseColonTypeList();
        p.resolveOperands(shapes, types, p.nameOffset(), state.operands);
        state.addType(result.apply(p.context()));
      }

      @Override
      public void print(Operation op, OpAsmPrinter p) {
        p.print(" ");
        p.printOperands(op.operands());
        p.printOptionalAttrDict(op.attributes().entries(), List.of());
        p.print(" : ");
        for (int i = 0; i < op.numOperands(); i++) {
          p.print(i > 0 ? ", " : "");
          p.printType(op.operand(i).type());
        }
      }
    };
  }

  private static Type i1(org.jmlir.ir.MLIRContext ctx) {
    return org.jmlir.ir.type.IntegerType.get(ctx, 1);
  }

  public static final OpDef SHAPE_EQ =
      op("shape_eq")
          .variadicOperand("shapes", SHAPE_OR_EXTENT_TENSOR)
          .result("result", TypeConstraint.ANY)
          .traits(Trait.PURE).traits(Trait.COMMUTATIVE)
          .assembly(shapesFixedResult(ShapeOps::i1))
          .build();

  public static final OpDef IS_BROADCASTABLE =
      op("is_broadcastable")
          .variadicOperand("shapes", SHAPE_OR_EXTENT_TENSOR)
          .result("result", TypeConstraint.ANY)
          .traits(Trait.COMMUTATIVE)
          .assembly(shapesFixedResult(ShapeOps::i1))
          .build();

  public static final OpDef CSTR_EQ =
      op("cstr_eq")
          .variadicOperand("shapes", SHAPE_OR_EXTENT_TENSOR)
          .result("result", WITNESS)
          .traits(Trait.COMMUTATIVE)
          .assembly(shapesFixedResult(ShapeType::witness))
          .build();

  public static final OpDef CSTR_REQUIRE =
      op("cstr_require")
          .operand("pred", TypeConstraint.ANY)
          .attr("msg", AttrConstraint.STRING)
          .result("result", WITNESS)
          .assembly(
              new OpDef.Assembly() {
                @Override
                public void parse(OpAsmParser p, OperationState state) {
                  UnresolvedOperand pred = p.parseOperand();
                  p.parseComma();
                  String msg = p.parseString();
                  p.parseOptionalAttrDict(state.attributes);
                  p.resolveOperands(List.of(pred), List.of(i1(p.context())), p.nameOffset(), state.operands);
                  state.addAttribute("msg", org.jmlir.ir.attr.StringAttr.get(p.context(), msg));
                  state.addType(ShapeType.witness(p.context()));
                }

                @Override
                public void print(Operation op, OpAsmPrinter p) {
                  p.print(" ");
                  p.printOperand(op.operand(0));
                  p.print(", ");
                  p.printAttribute(op.attr("msg"));
                  p.printOptionalAttrDict(op.attributes().entries(), List.of("msg"));
                }
              })
          .build();

  public static final OpDef CONST_WITNESS =
      op("const_witness")
          .attr("passing", AttrConstraint.of("bool attribute",
              a -> a instanceof org.jmlir.ir.attr.IntegerAttr i && i.isBool()))
          .result("result", WITNESS)
          .traits(Trait.PURE).traits(Trait.CONSTANT_LIKE)
          .extension(OpFolder.class, (op, constants) -> List.of(OpFoldResult.of(op.attr("passing"))))
          .assembly(
              new OpDef.Assembly() {
                @Override
                public void parse(OpAsmParser p, OperationState state) {
                  boolean passing = p.parseKeyword().equals("true");
                  p.parseOptionalAttrDict(state.attributes);
                  state.addAttribute("passing", org.jmlir.ir.attr.IntegerAttr.bool(p.context(), passing));
                  state.addType(ShapeType.witness(p.context()));
                }

                @Override
                public void print(Operation op, OpAsmPrinter p) {
                  p.print(" ");
                  p.printAttribute(op.attr("passing"));
                  p.printOptionalAttrDict(op.attributes().entries(), List.of("passing"));
                }
              })
          .build();

  public static final OpDef YIELD =
      op("yield")
          .variadicOperand("operands", TypeConstraint.ANY)
          .traits(Trait.PURE)
          .traits(Trait.RETURN_LIKE, Trait.TERMINATOR)
          .format("attr-dict ($operands^ `:` type($operands))?")
          .build();

  /** shape.reduce(%shape, %inits...) : type -> (types) { ^bb0(%index, %extent, %acc...): ... }. */
  public static final OpDef REDUCE =
      op("reduce")
          .operand("shape", SHAPE_OR_EXTENT_TENSOR)
          .variadicOperand("initVals", TypeConstraint.ANY)
          .variadicResult("result", TypeConstraint.ANY)
          .sizedRegion("region", 1)
          .traits(Trait.SINGLE_BLOCK)
          .assembly(
              new OpDef.Assembly() {
                @Override
                public void parse(OpAsmParser p, OperationState state) {
                  List<UnresolvedOperand> operands = p.parseOperandList(Delimiter.PAREN, -1);
                  Type shapeType = p.parseColonType();
                  List<Type> results = new ArrayList<>();
                  p.parseOptionalArrowTypeList(results);
                  state.addTypes(results);
                  List<Type> types = new ArrayList<>();
                  types.add(shapeType);
                  types.addAll(results);
                  p.resolveOperands(operands, types, p.nameOffset(), state.operands);
                  p.parseRegion(state.addRegion(), List.of(), false);
                  p.parseOptionalAttrDict(state.attributes);
                }

                @Override
                public void print(Operation op, OpAsmPrinter p) {
                  p.print("(");
                  p.printOperands(op.operands());
                  p.print(") : ");
                  p.printType(op.operand(0).type());
                  if (op.numResults() > 0) {
                    p.print(" -> ");
                    if (op.numResults() > 1) {
                      p.print("(");
                    }
                    for (int i = 0; i < op.numResults(); i++) {
                      p.print(i > 0 ? ", " : "");
                      p.printType(op.result(i).type());
                    }
                    if (op.numResults() > 1) {
                      p.print(")");
                    }
                  }
                  p.print(" ");
                  p.printRegion(op.region(0), true, true, false);
                  p.printOptionalAttrDict(op.attributes().entries(), List.of());
                }
              })
          .build();

  public static final List<OpDef> ALL =
      List.of(SHAPE_OF, NUM_ELEMENTS, BROADCAST, CSTR_BROADCASTABLE, CONST_SHAPE, ASSUMING, ASSUMING_YIELD, SPLIT_AT, CONCAT, TO_EXTENT_TENSOR,
          ADD, MUL, RANK, GET_EXTENT, DIM, ANY, CONST_SIZE, SIZE_TO_INDEX, INDEX_TO_SIZE, SHAPE_EQ, IS_BROADCASTABLE, CSTR_EQ,
          CSTR_REQUIRE, CONST_WITNESS, YIELD, REDUCE);

  /** The extents of a {@code shape.const_shape} operand, or null. */
  static long[] constExtents(org.jmlir.ir.Value v) {
    Operation def = v.definingOp();
    if (def == null || def.def() != CONST_SHAPE || !(def.attr("shape") instanceof DenseIntOrFPElementsAttr d)) {
      return null;
    }
    long[] out = new long[(int) d.numElements()];
    for (int i = 0; i < out.length; i++) {
      out[i] = ConstFold.element(d, i).longValue();
    }
    return out;
  }

  /**
   * shape.broadcast's BroadcastFoldConstantOperandsPattern: two or more constant operands become one
   * constant (their numpy broadcast), placed after the other operands.
   */
  private static final class FoldConstantBroadcastOperands extends RewritePattern {
    FoldConstantBroadcastOperands() {
      super("shape.broadcast", 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      List<org.jmlir.ir.Value> others = new ArrayList<>();
      long[] folded = null;
      int constants = 0;
      for (org.jmlir.ir.Value v : op.operands()) {
        long[] e = constExtents(v);
        if (e == null) {
          others.add(v);
          continue;
        }
        constants++;
        folded = folded == null ? e : broadcast(folded, e);
        if (folded == null) {
          return false;
        }
      }
      if (constants < 2) {
        return false;
      }
      List<BigInteger> extents = new ArrayList<>();
      for (long x : folded) {
        extents.add(BigInteger.valueOf(x));
      }
      rewriter.setInsertionPoint(op);
      OperationState c = new OperationState(op.context(), CONST_SHAPE.name(), op.location());
      c.addTypes(List.of(RankedTensorType.get(op.context(), new long[] {folded.length}, IndexType.get(op.context()))));
      c.addAttribute("shape", extents(op.context(), extents));
      others.add(rewriter.create(c).result(0));
      OperationState b = new OperationState(op.context(), op.name(), op.location());
      b.addOperands(others);
      b.addTypes(op.resultTypes());
      for (org.jmlir.ir.attr.NamedAttribute a : op.attributes().entries()) {
        b.addAttribute(a.name(), a.value());
      }
      rewriter.replaceOpWithNewOp(op, b);
      return true;
    }

    /** Numpy broadcast of two static shapes; null when they are incompatible. */
    private static long[] broadcast(long[] a, long[] b) {
      int n = Math.max(a.length, b.length);
      long[] out = new long[n];
      for (int i = 1; i <= n; i++) {
        long x = i <= a.length ? a[a.length - i] : 1;
        long y = i <= b.length ? b[b.length - i] : 1;
        if (x != y && x != 1 && y != 1) {
          return null;
        }
        out[n - i] = x == 1 ? y : x;
      }
      return out;
    }
  }

  /** A {@code tensor<Nxindex>} dense attribute of the given extents. */
  public static DenseIntOrFPElementsAttr extents(org.jmlir.ir.MLIRContext ctx, List<BigInteger> extents) {
    RankedTensorType t = RankedTensorType.get(ctx, new long[] {extents.size()}, IndexType.get(ctx));
    return ConstFold.dense(ctx, t, extents.toArray(new BigInteger[0]));
  }
}
