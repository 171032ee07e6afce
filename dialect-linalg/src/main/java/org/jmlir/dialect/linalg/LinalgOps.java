package org.jmlir.dialect.linalg;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.Block;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineConstantExpr;
import org.jmlir.ir.affine.AffineDimExpr;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.print.AttrTypeText;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.TensorType;
import org.jmlir.ir.type.Type;

/** The definitions of linalg's structured ops, one {@link OpDef} per {@link OpKind}. */
public final class LinalgOps {
  private LinalgOps() {}

  private static final TypeConstraint ANY_TENSOR = new TypeConstraint("tensor of any type values", t -> t instanceof TensorType);
  private static final TypeConstraint RANKED_TENSOR =
      new TypeConstraint("ranked tensor of any type values", t -> t instanceof org.jmlir.ir.type.RankedTensorType);
  private static final AttrConstraint MAPS =
      AttrConstraint.of("AffineMap array attribute", a -> a instanceof ArrayAttr arr && arr.elements().stream().allMatch(m -> m instanceof AffineMapAttr));
  private static final AttrConstraint ITERATORS = AttrConstraint.of("Iterator type should be an enum.", a -> a instanceof ArrayAttr);
  private static final AttrConstraint STRING = AttrConstraint.of("string attribute", a -> a instanceof StringAttr);
  /** RankedI64ElementsAttr<[n]>: the strides/dilations of a convolution or pooling. */
  static AttrConstraint stridesConstraint(int n) {
    return AttrConstraint.of("64-bit signless int elements attribute of shape [" + n + "]",
        a -> a instanceof DenseIntOrFPElementsAttr d && d.type() instanceof ShapedType t && t.shape().length == 1 && t.shape()[0] == n
            && t.elementType() instanceof org.jmlir.ir.type.IntegerType i && i.width() == 64 && i.isSignless());
  }
  private static final AttrConstraint I64_ARRAY = AttrConstraint.of("i64 dense array attribute", a -> a instanceof DenseArrayAttr);
  private static final AttrConstraint ENUM = AttrConstraint.of("linalg enum attribute", a -> a instanceof LinalgEnumAttr);

  public static final List<OpDef> ALL = build();

  private static List<OpDef> build() {
    List<OpDef> defs = new ArrayList<>();
    for (OpKind k : OpKind.values()) {
      defs.add(define(k));
    }
    return List.copyOf(defs);
  }

  /** The definition of {@code kind}. */
  public static OpDef def(OpKind kind) {
    return ALL.get(kind.ordinal());
  }

  /**
   * The state of a named op (matmul, conv, pooling, fill ...) over these operands, with its
   * default indexing maps where it carries them and its implicit body: what a lowering creates.
   */
  public static OperationState namedState(
      org.jmlir.ir.MLIRContext ctx, org.jmlir.ir.loc.Location loc, OpKind kind, List<Value> inputs, List<Value> inits) {
    OperationState s = new OperationState(ctx, def(kind), loc);
    s.addOperands(inputs).addOperands(inits);
    for (Value v : inits) {
      if (v.type() instanceof org.jmlir.ir.type.TensorType) {
        s.addType(v.type());
      }
    }
    s.addAttribute(OperandSegments.ATTR, OperandSegments.sizesAttr(ctx, inputs.size(), inits.size()));
    if (kind == OpKind.MATMUL || kind == OpKind.BATCH_MATMUL || kind == OpKind.BATCH_REDUCE_MATMUL) {
      List<Attribute> maps = new ArrayList<>();
      for (AffineMap m : IndexingMaps.defaultMatmulMaps(kind)) {
        maps.add(AffineMapAttr.get(ctx, m));
      }
      s.addAttribute("indexing_maps", ArrayAttr.get(ctx, maps));
    }
    List<Type> all = new ArrayList<>();
    for (Value v : inputs) {
      all.add(v.type());
    }
    for (Value v : inits) {
      all.add(v.type());
    }
    RegionBuilder.build(ctx, loc, s.addRegion(), kind, all, null);
    return s;
  }

  /**
   * The state of {@code linalg.elementwise kind=ewKind} over these operands, with its identity
   * indexing maps and its body.
   */
  public static OperationState elementwiseState(
      org.jmlir.ir.MLIRContext ctx, org.jmlir.ir.loc.Location loc, String ewKind, List<Value> inputs, List<Value> inits) {
    OperationState s = new OperationState(ctx, def(OpKind.ELEMENTWISE), loc);
    s.addOperands(inputs).addOperands(inits);
    List<Type> all = new ArrayList<>();
    for (Value v : inputs) {
      all.add(v.type());
    }
    for (Value v : inits) {
      all.add(v.type());
      if (v.type() instanceof TensorType) {
        s.addType(v.type());
      }
    }
    s.addAttribute("kind", LinalgEnumAttr.get(ctx, LinalgEnumAttr.Kind.ELEMENTWISE_KIND, ewKind));
    AffineMapAttr identity = AffineMapAttr.get(ctx, AffineMap.identity(LinalgOp.rankOf(all.get(all.size() - 1))));
    s.addAttribute("indexing_maps", ArrayAttr.get(ctx, java.util.Collections.nCopies(all.size(), identity)));
    s.addAttribute(OperandSegments.ATTR, OperandSegments.sizesAttr(ctx, inputs.size(), inits.size()));
    RegionBuilder.build(ctx, loc, s.addRegion(), OpKind.ELEMENTWISE, all, ewKind);
    return s;
  }

  /** The state of {@code linalg.transpose} (permutation) or {@code linalg.broadcast} (dimensions) of input into init. */
  public static OperationState relayoutState(
      org.jmlir.ir.MLIRContext ctx, org.jmlir.ir.loc.Location loc, OpKind kind, Value input, Value init, long[] dims) {
    OperationState s = new OperationState(ctx, def(kind), loc);
    s.addOperand(input).addOperand(init);
    if (init.type() instanceof TensorType) {
      s.addType(init.type());
    }
    s.addAttribute(kind == OpKind.TRANSPOSE ? "permutation" : "dimensions",
        DenseArrayAttr.get(ctx, org.jmlir.ir.type.IntegerType.get(ctx, 64), dims));
    RegionBuilder.build(ctx, loc, s.addRegion(), kind, List.of(input.type(), init.type()), null);
    return s;
  }

  /** The linalg.elementwise kind a named element-wise op is written as, or null (MLIR's named-to-category). */
  public static String elementwiseKindOf(OpKind kind) {
    return kind.elementwiseKind != null && kind.elementwiseKind.equals(kind.mnemonic) ? kind.elementwiseKind : null;
  }

  private static OpDef define(OpKind kind) {
    OpSpec.Builder b = OpSpec.define(kind.opName(), LinalgOp::new);
    switch (kind.syntax) {
      case GENERIC, NAMED -> b.variadicOperand("inputs", TypeConstraint.ANY).variadicOperand("outputs", TypeConstraint.ANY);
      case TRANSPOSE, BROADCAST -> b.operand("input", TypeConstraint.ANY).operand("init", TypeConstraint.ANY);
      case REDUCE, MAP -> b.variadicOperand("operands", TypeConstraint.ANY);
    }
    switch (kind) {
      case GENERIC -> b.attr("indexing_maps", MAPS).attr("iterator_types", ITERATORS).optionalAttr("doc", STRING).optionalAttr("library_call", STRING);
      case MATMUL, BATCH_MATMUL, BATCH_REDUCE_MATMUL, CONTRACT -> b.attr("indexing_maps", MAPS).optionalAttr("cast", ENUM);
      case ELEMENTWISE -> b.attr("kind", ENUM).attr("indexing_maps", MAPS);
      case TRANSPOSE -> b.attr("permutation", I64_ARRAY);
      case BROADCAST, REDUCE -> b.attr("dimensions", I64_ARRAY);
      default -> {
        if (kind.stridesRank() > 0) {
          AttrConstraint c = stridesConstraint(kind.stridesRank());
          b.optionalAttr("strides", c).optionalAttr("dilations", c);
        }
      }
    }
    boolean structured = kind.syntax == OpKind.Syntax.GENERIC || kind.syntax == OpKind.Syntax.NAMED;
    b.variadicResult("result", structured ? RANKED_TENSOR : ANY_TENSOR);
    // MLIR: AnyRegion for generic and the OpDSL ops (SingleBlock checks the block count), SizedRegion<1> for the others.
    if (structured) {
      b.region("region");
    } else {
      b.sizedRegion("region", 1);
    }
    b.traits(Trait.SINGLE_BLOCK);
    b.assembly(
        new OpDef.Assembly() {
          @Override
          public void parse(OpAsmParser p, OperationState state) {
            switch (kind.syntax) {
              case GENERIC -> LinalgSyntax.parseGeneric(p, state);
              case NAMED -> LinalgSyntax.parseNamed(p, state, kind);
              default -> LinalgSyntax.parseDenseArrayOp(p, state, kind);
            }
          }

          @Override
          public void print(Operation op, OpAsmPrinter p) {
            switch (kind.syntax) {
              case GENERIC -> LinalgSyntax.printGeneric((LinalgOp) op, p);
              case NAMED -> LinalgSyntax.printNamed((LinalgOp) op, p);
              default -> LinalgSyntax.printDenseArrayOp((LinalgOp) op, p);
            }
          }
        });
    b.verifier(LinalgOps::verify);
    b.regionVerifier(LinalgOps::verifyStructured);
    String resultName =
        switch (kind) {
          case TRANSPOSE -> "transposed";
          case BROADCAST -> "broadcasted";
          case REDUCE -> "reduced";
          case MAP -> "mapped";
          default -> null;
        };
    if (resultName != null) {
      b.resultNamer((op, setter) -> {
        if (op.numResults() > 0) {
          setter.setName(op.result(0), resultName);
        }
      });
    }
    if (kind == OpKind.GENERIC || kind == OpKind.REDUCE || kind == OpKind.MAP) {
      String initName = kind == OpKind.GENERIC ? "out" : "init";
      b.blockArgNamer((op, setter) -> {
        LinalgOp l = (LinalgOp) op;
        Block body = l.body();
        if (body == null) {
          return;
        }
        int nIn = l.inputs().size();
        for (int i = 0; i < body.numArguments(); i++) {
          setter.setName(body.argument(i), i < nIn ? "in" : initName);
        }
      });
    }
    b.extension(OpKind.class, kind);
    b.extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class, LinalgCanonicalization.patterns(kind));
    b.extension(org.jmlir.ir.rewrite.OpFolder.class, LinalgCanonicalization::fold);
    b.extension(org.jmlir.dialect.rtverify.RuntimeVerifiable.class, LinalgRuntimeVerification::generate);
    b.extension(org.jmlir.dialect.affine.transforms.ShapeReifier.class, LinalgShapeReification::reify);
    b.extension(org.jmlir.dialect.tensor.DestinationStyle.class, (op, result) -> ((LinalgOp) op).inits().get(result));
    return b.build();
  }

  // ---- verifier ------------------------------------------------------------------------------

  /** MLIR's verifyStructuredOpInterface and the ops' own checks, in upstream's order. */
  private static boolean verify(Operation o) {
    LinalgOp op = (LinalgOp) o;
    OpKind kind = op.kind();
    if (kind == OpKind.FILL && op.numOperands() > 0
        && (op.operand(0).type() instanceof TensorType || op.operand(0).type() instanceof org.jmlir.ir.type.BaseMemRefType)) {
      // FillOpInterface's check, before the op's own.
      return op.emitError("expected op with scalar input").report();
    }
    if (kind == OpKind.TRANSPOSE && !verifyPermutation(op)) {
      return false;
    }
    if ((kind == OpKind.BROADCAST || kind == OpKind.REDUCE) && !verifyDimensions(op)) {
      return false;
    }
    if (kind == OpKind.CONTRACT && !verifyContract(op)) {
      return false;
    }
    if (kind == OpKind.MAP && !verifyMap(op)) {
      return false;
    }
    if (kind == OpKind.MATMUL && !verifyMatmulMaps(op)) {
      return false;
    }
    if ((kind == OpKind.BATCH_MATMUL || kind == OpKind.BATCH_REDUCE_MATMUL) && !verifyBatchMatmulMaps(op)) {
      return false;
    }
    if (kind.memoizesMaps() && op.attr("linalg.memoized_indexing_maps") == null) {
      List<Attribute> maps = new ArrayList<>();
      for (AffineMap m : op.indexingMaps()) {
        maps.add(AffineMapAttr.get(op.context(), m));
      }
      op.setAttr("linalg.memoized_indexing_maps", ArrayAttr.get(op.context(), maps));
    }
    if (!verifyDestinationStyle(op)) {
      return false;
    }
    if (kind == OpKind.FILL && op.numOperands() == 2) {
      // MLIR 22's FillOp::verify: no implicit conversion of the value.
      Type value = op.operand(0).type();
      Type element = LinalgOp.elementOrSelf(op.operand(1).type());
      if (!value.equals(element)) {
        return op.emitOpError("expected fill value type ('" + AttrTypeText.type(value) + "') to match output element type ('"
                + AttrTypeText.type(element) + "')")
            .report();
      }
    }
    return true;
  }

  /** MLIR's verifyDestinationStyleOpInterface: one result per tensor init, of the init's type. */
  private static boolean verifyDestinationStyle(LinalgOp op) {
    List<Value> tensorInits = new ArrayList<>();
    for (Value v : op.inits()) {
      if (v.type() instanceof TensorType) {
        tensorInits.add(v);
      }
    }
    if (op.numResults() != tensorInits.size()) {
      return op.emitOpError("expected the number of tensor results (" + op.numResults()
              + ") to be equal to the number of output tensors (" + tensorInits.size() + ")")
          .report();
    }
    int firstInit = op.inputs().size();
    for (int k = 0, r = 0; k < op.inits().size(); k++) {
      Value init = op.inits().get(k);
      if (init.type() instanceof TensorType) {
        Type result = op.result(r++).type();
        if (!result.equals(init.type())) {
          return op.emitOpError("expected type of operand #" + (firstInit + k) + " ('" + AttrTypeText.type(init.type())
                  + "') to match type of corresponding result ('" + AttrTypeText.type(result) + "')")
              .report();
        }
      }
    }
    return true;
  }

  /**
   * MLIR's verifyStructuredOpInterface: runs after the nested ops verified (the interface's
   * verifyWithRegions), so a bad linalg.yield is reported before these checks.
   */
  private static boolean verifyStructured(Operation o) {
    LinalgOp op = (LinalgOp) o;
    boolean anyTensor = false;
    boolean anyMemref = false;
    for (Value v : op.operands()) {
      anyTensor |= v.type() instanceof TensorType;
      anyMemref |= v.type() instanceof org.jmlir.ir.type.BaseMemRefType;
    }
    if (anyTensor && anyMemref) {
      return op.emitOpError("expected to have pure tensor or buffer semantics").report();
    }
    List<AffineMap> maps = op.indexingMaps();
    int numOperands = op.numOperands();
    if (maps.size() != numOperands) {
      return op.emitOpError(
              "expected the number of indexing_map (" + maps.size()
                  + ") to be equal to the number of input/output operands (" + numOperands + ")")
          .report();
    }
    int numLoops = op.numLoops();
    for (int i = 0; i < numOperands; i++) {
      AffineMap m = maps.get(i);
      if (m.numSymbols() != 0) {
        return op.emitOpError("expected indexing_map #" + i + " to have no symbols").report();
      }
      int rank = LinalgOp.rankOf(op.operand(i).type());
      if (m.numResults() != rank) {
        return op.emitOpError(
                "expected operand #" + i + " rank (" + rank + ") to match the result rank of indexing_map (" + m.numResults() + ")")
            .report();
      }
      if (m.numDims() != numLoops) {
        return op.emitOpError(
                "expected indexing_map #" + i + " to have " + numLoops + " dim(s) to match the number of loops")
            .report();
      }
    }
    if (!numLoopsInvertible(op, maps)) {
      return false;
    }
    if (!verifyStaticShapes(op, maps)) {
      return false;
    }
    Block body = op.body();
    if (body == null) {
      return op.emitOpError("expects to have 1 region with 1 block").report();
    }
    if (body.numArguments() != numOperands) {
      return op.emitOpError("expected as many non-induction variable region arguments as the number of input/output operands").report();
    }
    for (int i = 0; i < numOperands; i++) {
      Type element = LinalgOp.elementOrSelf(op.operand(i).type());
      if (body.argument(i).type() != element) {
        return op.emitOpError(
                "expected type of bb argument #" + i + " ('" + AttrTypeText.type(body.argument(i).type())
                    + "') to match element or self type of the corresponding operand ('" + AttrTypeText.type(element) + "')")
            .report();
      }
    }
    return true;
  }

  /** The concatenated maps must have an inverse permutation (MLIR's inversePermutation is non-null). */
  private static boolean numLoopsInvertible(LinalgOp op, List<AffineMap> maps) {
    int dims = maps.isEmpty() ? 0 : maps.get(0).numDims();
    List<AffineExpr> all = new ArrayList<>();
    boolean[] seen = new boolean[dims];
    int count = 0;
    for (AffineMap m : maps) {
      for (AffineExpr e : m.results()) {
        all.add(e);
        if (e instanceof org.jmlir.ir.affine.AffineDimExpr d && d.position() < dims && !seen[d.position()]) {
          seen[d.position()] = true;
          count++;
        }
      }
    }
    if (dims == 0 || count == dims) {
      return true;
    }
    return op.emitOpError("invalid indexing maps are non-invertible: (" + new AffineMap(dims, 0, all) + ")").report();
  }

  /**
   * MLIR's check of the shapes against the static loop ranges (each loop's size from the first
   * operand dim it indexes alone, all static): every operand dim indexed by a loop alone must equal
   * that range, every dim indexed by an expression (a convolution window) must hold its largest
   * index.
   */
  private static boolean verifyStaticShapes(LinalgOp op, List<AffineMap> maps) {
    long[] loops = new long[op.numLoops()];
    boolean[] known = new boolean[loops.length];
    for (int i = 0; i < op.numOperands(); i++) {
      if (!(op.operand(i).type() instanceof ShapedType s) || !s.hasRank()) {
        continue;
      }
      List<AffineExpr> r = maps.get(i).results();
      for (int j = 0; j < r.size(); j++) {
        if (r.get(j) instanceof AffineDimExpr d && !known[d.position()]) {
          known[d.position()] = true;
          loops[d.position()] = s.shape()[j];
        }
      }
    }
    AffineExpr[] start = new AffineExpr[loops.length];
    AffineExpr[] end = new AffineExpr[loops.length];
    for (int d = 0; d < loops.length; d++) {
      if (!known[d] || loops[d] == ShapedType.DYNAMIC) {
        return true;
      }
      start[d] = AffineExpr.constant(0);
      end[d] = AffineExpr.constant(loops[d] - 1);
    }
    for (int i = 0; i < op.numOperands(); i++) {
      if (!(op.operand(i).type() instanceof ShapedType s) || !s.hasRank()) {
        continue;
      }
      List<AffineExpr> r = maps.get(i).results();
      for (int j = 0; j < r.size(); j++) {
        long size = s.shape()[j];
        if (size == ShapedType.DYNAMIC || size == 0
            || !(r.get(j).replaceDimsAndSymbols(start, new AffineExpr[0]) instanceof AffineConstantExpr lo)
            || !(r.get(j).replaceDimsAndSymbols(end, new AffineExpr[0]) instanceof AffineConstantExpr hi)) {
          continue;
        }
        long inferred = Math.max(lo.value(), hi.value()) + 1;
        String where = "inferred input/output operand #" + i + " has shape's dimension #" + j + " to be ";
        if (Math.min(lo.value(), hi.value()) < 0) {
          return op.emitOpError("unexpected result less than 0 at expression #" + j + " in " + maps.get(i)).report();
        }
        if (r.get(j) instanceof AffineDimExpr) {
          if (inferred != size) {
            return op.emitOpError(where + inferred + ", but found " + size).report();
          }
        } else if (inferred > size) {
          return op.emitOpError(where + "greater than or equal to " + inferred + ", but found " + size).report();
        }
      }
    }
    return true;
  }

  /** MLIR 22's ContractOp::verify: projected permutations over one iteration space with a contracting dim. */
  private static boolean verifyContract(LinalgOp op) {
    List<AffineMap> maps = op.indexingMaps();
    int dims = -1;
    int[] in = null;
    int[] out = null;
    for (int i = 0; i < Math.min(maps.size(), Math.min(op.numOperands(), 3)); i++) {
      AffineMap m = maps.get(i);
      if (!isProjectedPermutation(m)) {
        return op.emitError("provided affine_map is not a projected permutation").report();
      }
      Type t = op.operand(i).type();
      if (t instanceof ShapedType s ? m.numResults() != s.shape().length : m.numResults() != 0) {
        return op.emitError(
                t instanceof ShapedType
                    ? "ranks of shaped operand and results of corresponding affine_map differ"
                    : "affine_map specifies shaped access while operand has non-shaped type")
            .report();
      }
      if (dims == -1) {
        dims = m.numDims();
        in = new int[dims];
        out = new int[dims];
      } else if (dims != m.numDims()) {
        return op.emitError("iteration spaces of provided affine_maps differ").report();
      }
      for (AffineExpr e : m.results()) {
        int d = ((org.jmlir.ir.affine.AffineDimExpr) e).position();
        (i < 2 ? in : out)[d]++;
      }
    }
    boolean contracting = false;
    for (int d = 0; d < Math.max(dims, 0); d++) {
      contracting |= in[d] == 2 && out[d] == 0;
      if (in[d] == 0 && out[d] == 0) {
        return op.emitError("iteration space dim at index " + d + " not used to access any operand").report();
      }
      if (in[d] == 1 && out[d] != 1) {
        return op.emitError("iteration space dim at index " + d + " is neither a contracting dim nor of parallel iteration type").report();
      }
    }
    if (!contracting) {
      return op.emitError("'indexing_maps' do not specify a contracting dimension").report();
    }
    return true;
  }

  /** Results are distinct dims (MLIR's AffineMap::isProjectedPermutation). */
  static boolean isProjectedPermutation(AffineMap m) {
    boolean[] seen = new boolean[m.numDims()];
    for (AffineExpr e : m.results()) {
      if (!(e instanceof org.jmlir.ir.affine.AffineDimExpr d) || seen[d.position()]) {
        return false;
      }
      seen[d.position()] = true;
    }
    return m.numResults() <= m.numInputs();
  }

  private static boolean verifyPermutation(LinalgOp op) {
    long[] perm = op.i64Array("permutation");
    int inRank = LinalgOp.rankOf(op.operand(0).type());
    int initRank = LinalgOp.rankOf(op.operand(1).type());
    boolean[] seen = new boolean[perm.length];
    for (long x : perm) {
      if (x < 0 || x >= perm.length || seen[(int) x]) {
        return op.emitOpError("permutation is not valid").report();
      }
      seen[(int) x] = true;
    }
    if (initRank != inRank) {
      return op.emitOpError("input rank " + inRank + " does not match init rank " + initRank).report();
    }
    if (perm.length != inRank) {
      return op.emitOpError("size of permutation " + perm.length + " does not match the argument rank " + inRank).report();
    }
    ShapedType in = (ShapedType) op.operand(0).type();
    ShapedType init = (ShapedType) op.operand(1).type();
    for (int i = 0; i < perm.length; i++) {
      long a = in.shape()[(int) perm[i]];
      long b = init.shape()[i];
      if (a != b && a != ShapedType.DYNAMIC && b != ShapedType.DYNAMIC) {
        return op.emitOpError(
                "dim(result, " + i + ") = " + b + " doesn't match dim(input, permutation[" + i + "]) = " + a)
            .report();
      }
    }
    return true;
  }

  private static boolean verifyDimensions(LinalgOp op) {
    long[] dims = op.i64Array("dimensions");
    int inRank = LinalgOp.rankOf(op.operand(0).type());
    int initRank = LinalgOp.rankOf(op.inits().get(0).type());
    if (op.kind() == OpKind.BROADCAST) {
      if (inRank + dims.length != initRank) {
        return op.emitOpError(
                "input rank plus added dimensions does not match init rank. input rank: " + inRank + ", dimensions size: "
                    + dims.length + ", init rank: " + initRank)
            .report();
      }
      for (int i = 0; i < dims.length; i++) {
        if (dims[i] < 0 || dims[i] >= initRank) {
          return op.emitOpError("dimension " + i + " is out of range. expected range: [0, " + (initRank - 1) + "], got: " + dims[i]).report();
        }
      }
      // Each init dim not added maps an input dim: the sizes must be equal (dynamic included).
      long[] inShape = ((ShapedType) op.operand(0).type()).shape();
      long[] initShape = ((ShapedType) op.inits().get(0).type()).shape();
      for (int initDim = 0, inDim = 0; initDim < initRank; initDim++) {
        final int d = initDim;
        if (java.util.Arrays.stream(dims).anyMatch(x -> x == d)) {
          continue;
        }
        if (inShape[inDim] != initShape[initDim]) {
          return op.emitOpError("input dim " + inDim + " should match init dim " + initDim + ". input: "
                  + inShape[inDim] + ", init: " + initShape[initDim])
              .report();
        }
        inDim++;
      }
      return true;
    }
    return verifyReduce(op, dims);
  }

  private static String shapeList(long[] shape) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < shape.length; i++) {
      sb.append(i > 0 ? ", " : "").append(shape[i] == ShapedType.DYNAMIC ? "-9223372036854775808" : String.valueOf(shape[i]));
    }
    return sb.toString();
  }

  /** MLIR 22's ReduceOp::verify (strictly increasing dimensions are the attribute's own constraint). */
  private static boolean verifyReduce(LinalgOp op, long[] dims) {
    for (int i = 1; i < dims.length; i++) {
      if (dims[i] <= dims[i - 1]) {
        return op.emitOpError("attribute 'dimensions' failed to satisfy constraint: i64 dense array attribute should be in increasing order").report();
      }
    }
    List<Value> inputs = op.inputs();
    List<Value> inits = op.inits();
    for (int i = 1; i < inputs.size(); i++) {
      if (!java.util.Arrays.equals(((ShapedType) inputs.get(i).type()).shape(), ((ShapedType) inputs.get(0).type()).shape())) {
        return op.emitOpError("expects all inputs to have the same shapes. Shape at input-index " + i + " is not equal to the shape at input-index 0.").report();
      }
    }
    for (int i = 1; i < inits.size(); i++) {
      if (!java.util.Arrays.equals(((ShapedType) inits.get(i).type()).shape(), ((ShapedType) inits.get(0).type()).shape())) {
        return op.emitOpError("expects all outputs to have the same shapes. Shape at output-index " + i + " is not equal to the shape at output-index 0.").report();
      }
    }
    long[] in = ((ShapedType) inputs.get(0).type()).shape();
    long[] init = ((ShapedType) inits.get(0).type()).shape();
    java.util.Set<Long> reduced = new java.util.HashSet<>();
    for (long d : dims) {
      if (d < 0 || d >= in.length) {
        return op.emitOpError("dimensions for reduction should be in the range [0, " + (in.length - 1) + "].").report();
      }
      reduced.add(d);
    }
    List<Long> kept = new ArrayList<>();
    for (int i = 0; i < in.length; i++) {
      if (!reduced.contains((long) i)) {
        kept.add(in[i]);
      }
    }
    if (kept.size() != init.length) {
      return op.emitOpError("number of dimensions after reduction " + kept.size() + " doesn't match the init rank " + init.length).report();
    }
    long[] keptArr = kept.stream().mapToLong(Long::longValue).toArray();
    if (!java.util.Arrays.equals(keptArr, init)) {
      return op.emitOpError("init dimensions [" + shapeList(init) + "] doesn't match input dimensions after reduction [" + shapeList(keptArr) + "]").report();
    }
    Block block = op.body();
    if (block == null || block.numArguments() != op.numOperands()) {
      return op.emitOpError("mismatching number of operands and block arguments").report();
    }
    for (int i = 0; i < inputs.size(); i++) {
      Type element = ((ShapedType) inputs.get(i).type()).elementType();
      if (!element.equals(block.argument(i).type())) {
        return op.emitOpError("input element type '" + AttrTypeText.type(element) + "' does not match corresponding block argument type '"
                + AttrTypeText.type(block.argument(i).type()) + "'")
            .report();
      }
    }
    for (int i = 0; i < inits.size(); i++) {
      Type element = ((ShapedType) inits.get(i).type()).elementType();
      Type arg = block.argument(inputs.size() + i).type();
      if (!element.equals(arg)) {
        return op.emitOpError("output element type '" + AttrTypeText.type(element) + "' does not match corresponding block argument type '"
                + AttrTypeText.type(arg) + "'")
            .report();
      }
    }
    return true;
  }

  /** MLIR 22's MapOp::verify: the mapper takes one argument per input and one for the init. */
  private static boolean verifyMap(LinalgOp op) {
    if (op.numOperands() == 0) {
      return op.emitOpError("expected 1 or more operands, but found 0").report();
    }
    Block block = op.body();
    List<Value> inputs = op.inputs();
    if (block == null || op.inits().isEmpty()) {
      return true;
    }
    if (inputs.size() + 1 != block.numArguments()) {
      return op.emitOpError("expects number of operands to match the arity of mapper, but got: " + (inputs.size() + 1) + " and "
              + block.numArguments())
          .report();
    }
    for (int i = 0; i < inputs.size(); i++) {
      Type element = ((ShapedType) inputs.get(i).type()).elementType();
      if (!element.equals(block.argument(i).type())) {
        return op.emitOpError("expected element type of input '" + AttrTypeText.type(element) + "' to match bbArg type '"
                + AttrTypeText.type(block.argument(i).type()) + "'")
            .report();
      }
    }
    long[] out = ((ShapedType) op.inits().get(0).type()).shape();
    for (Value in : inputs) {
      long[] shape = ((ShapedType) in.type()).shape();
      if (!java.util.Arrays.equals(shape, out)) {
        return op.emitOpError("expected shape of input (" + shapeList(shape) + ") to match shape of output (" + shapeList(out) + ")").report();
      }
    }
    return true;
  }

  /** MLIR 22's MatmulOp::verify for user-defined maps: the inputs' results are default ones, a broadcast keeps only d2. */
  /**
   * MLIR 22's BatchMatmulOp / BatchReduceMatmulOp::verify of user-defined maps: three maps; each
   * input map's results among the default's, at most three, a broadcast (fewer results) only of
   * the shapes MLIR accepts, otherwise the batch dim first; the output map (batch,) m, n.
   */
  private static boolean verifyBatchMatmulMaps(LinalgOp op) {
    List<AffineMap> maps = op.indexingMaps();
    List<AffineMap> defaults = IndexingMaps.defaultMatmulMaps(op.kind());
    if (maps.equals(defaults)) {
      return true;
    }
    boolean reduce = op.kind() == OpKind.BATCH_REDUCE_MATMUL;
    for (int i = 0; i < 3; i++) {
      if (maps.size() != 3) {
        return op.emitOpError("Indexing_map attribute must have 3 affine maps.").report();
      }
      AffineMap m = maps.get(i);
      List<AffineExpr> r = m.results();
      if (i == 2) {
        int want = reduce ? 2 : 3;
        if (r.size() != want) {
          return op.emitOpError("expects " + want + " dims, but got (" + r.size() + ").").report();
        }
        int first = reduce ? 1 : 0;
        for (int j = 0; j < want; j++) {
          if (!isDim(r.get(j), first + j)) {
            return op.emitOpError("Invalid output map result dimension.").report();
          }
        }
        continue;
      }
      if (!defaults.get(i).results().containsAll(r)) {
        return op.emitOpError("Unexpected result dim expression (outside the set of default result dims).").report();
      }
      if (r.size() > 3) {
        return op.emitOpError("no. of result dim expressions exceeds 3.").report();
      }
      if (r.size() < defaults.get(i).numResults()) {
        if (!validBatchBroadcast(r, i == 0)) {
          return op.emitOpError("Invalid broadcast requested.").report();
        }
      } else if (!isDim(r.get(0), 0)) {
        return op.emitOpError("Invalid batch dimension expression.").report();
      }
    }
    return true;
  }

  /** MLIR's isValidLhsRhsBroadcastMap of the batch variants over (batch, m, n, k). */
  private static boolean validBatchBroadcast(List<AffineExpr> r, boolean lhs) {
    final int batch = 0;
    final int m = 1;
    final int n = 2;
    final int k = 3;
    if (r.size() == 1) {
      return isDim(r.get(0), k);
    }
    if (r.size() != 2) {
      return false;
    }
    AffineExpr a = r.get(0);
    AffineExpr b = r.get(1);
    return lhs
        ? (isDim(a, batch) || isDim(a, m)) && isDim(b, k)
        : (isDim(a, batch) && isDim(b, k)) || (isDim(a, k) && isDim(b, n));
  }

  private static boolean isDim(AffineExpr e, int position) {
    return e instanceof AffineDimExpr d && d.position() == position;
  }

  private static boolean verifyMatmulMaps(LinalgOp op) {
    List<AffineMap> maps = op.indexingMaps();
    List<AffineMap> defaults = IndexingMaps.defaultMatmulMaps(OpKind.MATMUL);
    if (maps.size() < 2 || maps.equals(defaults.subList(0, Math.min(maps.size(), 3)))) {
      return true;
    }
    for (int i = 0; i < 2; i++) {
      AffineMap m = maps.get(i);
      AffineMap d = defaults.get(i);
      for (AffineExpr e : m.results()) {
        if (!d.results().contains(e)) {
          return op.emitOpError("Unexpected dim expression in map result.").report();
        }
      }
      if (m.numResults() < d.numResults()) {
        if (m.numResults() == 0 || !(m.results().get(0) instanceof org.jmlir.ir.affine.AffineDimExpr de) || de.position() != m.numDims() - 1) {
          return op.emitOpError("Invalid broadcast requested, should be (d2).").report();
        }
      }
    }
    return true;
  }

  static String segmentsName() {
    return OperandSegments.ATTR;
  }
}
