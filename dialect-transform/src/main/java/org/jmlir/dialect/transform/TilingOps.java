package org.jmlir.dialect.transform;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.linalg.LinalgOp;
import org.jmlir.dialect.utils.DynamicIndexList;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.diag.InFlightDiagnostic;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.CustomDirective;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.format.FormatState;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.ShapedType;

/** Linalg tiling transform ops: {@code transform.structured.tile_using_for}. */
final class TilingOps {
  private TilingOps() {}

  private static final AttrConstraint I64_ARRAY =
      AttrConstraint.of("i64 dense array attribute", a -> a instanceof DenseArrayAttr);

  /** DenseI64ArrayAttr as a format writes it: {@code [1, 0]}. */
  static final AttrConstraint I64_ARRAY_BRACKETS =
      new AttrConstraint(
          "i64 dense array attribute",
          a -> a instanceof DenseArrayAttr,
          TilingOps::parseI64Array,
          p -> p.parseOptionalLSquare() ? parseI64ArrayRest(p) : null,
          (a, p) -> {
            DenseArrayAttr d = (DenseArrayAttr) a;
            StringBuilder sb = new StringBuilder("[");
            for (int i = 0; i < d.size(); i++) {
              sb.append(i > 0 ? ", " : "").append(d.rawValue(i));
            }
            p.print(sb.append(']').toString());
          });

  private static Attribute parseI64Array(org.jmlir.ir.parse.AsmParser p) {
    p.parseLSquare();
    return parseI64ArrayRest(p);
  }

  private static Attribute parseI64ArrayRest(org.jmlir.ir.parse.AsmParser p) {
    List<Long> values = new ArrayList<>();
    if (!p.parseOptionalRSquare()) {
      do {
        int o = p.currentOffset();
        java.math.BigInteger v = p.parseOptionalInteger();
        if (v == null) {
          throw p.emitError(o, "expected integer value");
        }
        values.add(v.longValue());
      } while (p.parseOptionalComma());
      p.parseRSquare();
    }
    long[] out = new long[values.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = values.get(i);
    }
    return DynamicIndexList.toAttr(p.context(), out);
  }

  /**
   * {@code custom<DynamicIndexList>($values, $static)} where the values' types come from elsewhere in
   * the format (a functional type), not index.
   */
  private static CustomDirective handleIndexList(String valuesName, String staticName) {
    return new CustomDirective() {
      @Override
      public void parse(OpAsmParser p, FormatState state) {
        int offset = p.currentOffset();
        List<org.jmlir.ir.parse.UnresolvedOperand> values = new ArrayList<>();
        List<Long> statics = new ArrayList<>();
        List<Long> scalable = new ArrayList<>();
        p.parseCommaSeparatedList(
            org.jmlir.ir.parse.Delimiter.SQUARE,
            () -> {
              boolean sc = p.parseOptionalLSquare();
              org.jmlir.ir.parse.UnresolvedOperand v = p.parseOptionalOperand();
              if (v != null) {
                values.add(v);
                statics.add(ShapedType.DYNAMIC);
              } else {
                java.math.BigInteger n = p.parseOptionalInteger();
                if (n == null) {
                  throw p.emitError("expected SSA value or integer");
                }
                statics.add(n.longValue());
              }
              if (sc) {
                p.parseRSquare();
              }
              scalable.add(sc ? 1L : 0L);
            },
            "in dynamic index list");
        state.setOperands(valuesName, values, offset);
        MLIRContext ctx = p.context();
        state.setAttribute(staticName, DynamicIndexList.toAttr(ctx, toLongs(statics)));
        state.setAttribute(
            "scalable_sizes", DenseArrayAttr.get(ctx, org.jmlir.ir.type.IntegerType.get(ctx, 1), toLongs(scalable)));
      }

      @Override
      public void print(Operation op, OpAsmPrinter printer) {
        OpSpec spec = op.def().extension(OpSpec.class);
        List<Value> values = spec.operandGroup(op, spec.operandIndex(valuesName));
        long[] statics = longs(op.inherentAttr(staticName));
        long[] scalable = longs(op.inherentAttr("scalable_sizes"));
        printer.print('[');
        int dyn = 0;
        for (int i = 0; i < statics.length; i++) {
          if (i > 0) {
            printer.print(", ");
          }
          boolean sc = i < scalable.length && scalable[i] != 0;
          if (sc) {
            printer.print('[');
          }
          if (statics[i] == ShapedType.DYNAMIC) {
            printer.printOperand(values.get(dyn++));
          } else {
            printer.print(statics[i]);
          }
          if (sc) {
            printer.print(']');
          }
        }
        printer.print(']');
      }
    };
  }

  /**
   * {@code transform.structured.tile_using_for %t tile_sizes [s, ...] (interchange = [...])? : (...) -> (...)}:
   * tiles each target linalg op into an {@code scf.for} nest; results: the tiled ops and one handle per
   * non-zero tile size to the loops.
   */
  static final OpDef TILE_USING_FOR =
      CoreOps.define("transform.structured.tile_using_for")
          .operand("target", CoreOps.OP_HANDLE)
          .variadicOperand("dynamic_sizes", CoreOps.ANY_TRANSFORM)
          .optionalAttr("static_sizes", I64_ARRAY)
          .optionalAttr("interchange", I64_ARRAY_BRACKETS)
          .optionalAttr("scalable_sizes", AttrConstraint.of("i1 dense array attribute", a -> a instanceof DenseArrayAttr))
          .result("tiled_linalg_op", CoreOps.OP_HANDLE)
          .variadicResult("loops", CoreOps.OP_HANDLE)
          .customDirective("DynamicIndexList", handleIndexList("dynamic_sizes", "static_sizes"))
          .format(
              "$target `tile_sizes` custom<DynamicIndexList>($dynamic_sizes, $static_sizes, $scalable_sizes)"
                  + " (`interchange` `=` $interchange^)? attr-dict `:` functional-type(operands, results)")
          .resultNamer(
              (op, names) -> {
                names.setName(op.result(0), "tiled_linalg_op");
                if (op.numResults() > 1) {
                  names.setName(op.result(1), "loops");
                }
              })
          .verifier(TilingOps::verifyTileUsingFor)
          .addInterface(TransformOpInterface.class, TransformOpInterface.consuming(TilingOps::applyTileUsingFor, 0))
          .build();

  /**
   * {@code transform.structured.tile_using_forall %t (num_threads [..] | tile_sizes [..])? ((mapping = [..]))? : (...) -> (...)}:
   * tiles each target into one {@code scf.forall}; results: the tiled ops and the forall ops.
   */
  static final OpDef TILE_USING_FORALL =
      CoreOps.define("transform.structured.tile_using_forall")
          .operand("target", CoreOps.OP_HANDLE)
          .variadicOperand("num_threads", CoreOps.ANY_TRANSFORM)
          .variadicOperand("tile_sizes", CoreOps.ANY_TRANSFORM)
          .variadicOperand("packed_num_threads", CoreOps.ANY_TRANSFORM)
          .variadicOperand("packed_tile_sizes", CoreOps.ANY_TRANSFORM)
          .optionalAttr(OpSpec.OPERAND_SEGMENTS, AttrConstraint.ANY)
          .optionalAttr("static_num_threads", I64_ARRAY)
          .optionalAttr("static_tile_sizes", I64_ARRAY)
          .optionalAttr("mapping", AttrConstraint.ARRAY)
          .result("tiled_op", CoreOps.OP_HANDLE)
          .result("forall_op", CoreOps.OP_HANDLE)
          .assembly(new ForallSyntax())
          .resultNamer(
              (op, names) -> {
                names.setName(op.result(0), "tiled_op");
                names.setName(op.result(1), "forall_op");
              })
          .addInterface(TransformOpInterface.class, TransformOpInterface.consuming(TilingOps::applyTileUsingForall, 0))
          .build();

  /** {@code transform.structured.generalize %t : (...) -> ...}: named linalg ops become linalg.generic. */
  static final OpDef GENERALIZE =
      CoreOps.define("transform.structured.generalize")
          .operand("target", CoreOps.OP_HANDLE)
          .result("transformed", CoreOps.OP_HANDLE)
          .format("$target attr-dict `:` functional-type(operands, results)")
          .addInterface(TransformOpInterface.class, TransformOpInterface.consuming(TilingOps::applyGeneralize, 0))
          .build();

  /** {@code transform.structured.specialize %t : (...) -> ...}: linalg.generic ops become named ops where they match one. */
  static final OpDef SPECIALIZE =
      CoreOps.define("transform.structured.specialize")
          .operand("target", CoreOps.OP_HANDLE)
          .result("transformed", CoreOps.OP_HANDLE)
          .format("$target attr-dict `:` functional-type(operands, results)")
          .addInterface(TransformOpInterface.class, TransformOpInterface.consuming(TilingOps::applySpecialize, 0))
          .build();

  /** {@code transform.structured.interchange %t iterator_interchange = [..] : (...) -> ...}: permutes a linalg.generic's loops. */
  static final OpDef INTERCHANGE =
      CoreOps.define("transform.structured.interchange")
          .operand("target", CoreOps.OP_HANDLE)
          .optionalAttr("iterator_interchange", I64_ARRAY_BRACKETS)
          .result("transformed", CoreOps.OP_HANDLE)
          .format("$target (`iterator_interchange` `=` $iterator_interchange^)? attr-dict `:` functional-type(operands, results)")
          .verifier(TilingOps::verifyInterchange)
          .addInterface(TransformOpInterface.class, TransformOpInterface.consuming(TilingOps::applyInterchange, 0))
          .build();

  /**
   * {@code transform.loop.peel %loop {peel_front} : (...) -> (...)}: splits each scf.for so that the
   * main loop runs whole steps and a second loop the partial last (or the first) iteration.
   */
  static final OpDef LOOP_PEEL =
      CoreOps.define("transform.loop.peel")
          .operand(
              "target",
              new org.jmlir.ir.ods.TypeConstraint(
                  "Transform IR handle to scf.for operations",
                  t -> t instanceof TransformTypes.OperationType o && o.opName().equals("scf.for")))
          .defaultAttr("peel_front", CoreOps.BOOL, c -> IntegerAttr.bool(c, false))
          .defaultAttr("fail_if_already_divisible", CoreOps.BOOL, c -> IntegerAttr.bool(c, false))
          .result("peeled_loop", CoreOps.OP_HANDLE)
          .result("remainder_loop", CoreOps.OP_HANDLE)
          .format("$target attr-dict `:` functional-type(operands, results)")
          .addInterface(TransformOpInterface.class, TransformOpInterface.consuming(TilingOps::applyPeel, 0))
          .build();

  static final List<OpDef> ALL = List.of(TILE_USING_FOR, TILE_USING_FORALL, GENERALIZE, SPECIALIZE, INTERCHANGE, LOOP_PEEL);

  private static DiagnosedResult applyPeel(Operation op, TransformState state) {
    boolean front = op.inherentAttr("peel_front") instanceof IntegerAttr i && i.boolValue();
    PatternRewriter rw = new PatternRewriter(op.context());
    List<Operation> main = new ArrayList<>();
    List<Operation> rest = new ArrayList<>();
    for (Operation target : state.payloadOps(op.operand(0))) {
      if (!(target instanceof org.jmlir.dialect.scf.ForOp f)) {
        return wrongKind(op, target);
      }
      org.jmlir.dialect.scf.ForOp other = org.jmlir.dialect.affine.transforms.ForLoopPeeling.peel(rw, f, front);
      if (other == null) {
        return DiagnosedResult.silenceable(
            DiagnosedResult.error(op, front ? "failed to peel the first iteration" : "failed to peel the last iteration"));
      }
      main.add(target);
      rest.add(other);
    }
    return state.setPayloadOps(op, op.result(0), main) && state.setPayloadOps(op, op.result(1), rest)
        ? DiagnosedResult.success()
        : DiagnosedResult.definite();
  }

  /** TransformEachOpTrait's error for a payload op of the wrong kind. */
  private static DiagnosedResult wrongKind(Operation op, Operation target) {
    InFlightDiagnostic d = DiagnosedResult.error(op, "transform applied to the wrong op kind");
    d.attachNote(target.location(), "when applied to this op");
    return DiagnosedResult.silenceable(d);
  }

  private static DiagnosedResult applyGeneralize(Operation op, TransformState state) {
    PatternRewriter rw = new PatternRewriter(op.context());
    List<Operation> out = new ArrayList<>();
    for (Operation target : state.payloadOps(op.operand(0))) {
      if (!(target instanceof LinalgOp l)) {
        return wrongKind(op, target);
      }
      if (l.kind() == org.jmlir.dialect.linalg.OpKind.GENERIC) {
        out.add(target);
        continue;
      }
      rw.setInsertionPoint(target);
      Operation generic = rw.create(org.jmlir.dialect.linalg.transforms.Generalize.genericState(l));
      rw.inlineRegionBefore(target.region(0), generic.region(0), 0);
      rw.replaceOp(target, generic.results());
      out.add(generic);
    }
    state.forgetErased();
    return state.setPayloadOps(op, op.result(0), out) ? DiagnosedResult.success() : DiagnosedResult.definite();
  }

  private static DiagnosedResult applySpecialize(Operation op, TransformState state) {
    PatternRewriter rw = new PatternRewriter(op.context());
    org.jmlir.ir.rewrite.RewritePattern pattern = org.jmlir.dialect.linalg.transforms.Specialize.specializePattern();
    List<Operation> out = new ArrayList<>();
    for (Operation target : state.payloadOps(op.operand(0))) {
      if (!(target instanceof LinalgOp l)) {
        return wrongKind(op, target);
      }
      if (l.kind() != org.jmlir.dialect.linalg.OpKind.GENERIC) {
        out.add(target);
        continue;
      }
      org.jmlir.ir.Block block = target.block();
      java.util.Set<Operation> old = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
      for (Operation o : block.operations()) {
        old.add(o);
      }
      rw.setInsertionPoint(target);
      if (!pattern.matchAndRewrite(target, rw)) {
        out.add(target);
        continue;
      }
      // The replacement: the (last) new linalg op in the block.
      Operation made = null;
      for (Operation o : block.operations()) {
        if (!old.contains(o) && o instanceof LinalgOp) {
          made = o;
        }
      }
      if (made != null) {
        out.add(made);
      }
    }
    state.forgetErased();
    return state.setPayloadOps(op, op.result(0), out) ? DiagnosedResult.success() : DiagnosedResult.definite();
  }

  private static boolean verifyInterchange(Operation op) {
    long[] perm = longs(op.inherentAttr("iterator_interchange"));
    boolean[] seen = new boolean[perm.length];
    for (long p : perm) {
      if (p < 0) {
        return op.emitOpError("expects interchange to be non-negative").report();
      }
      if (p >= perm.length || seen[(int) p]) {
        return op.emitOpError("expects interchange to be a permutation, found " + permText(perm)).report();
      }
      seen[(int) p] = true;
    }
    return true;
  }

  private static String permText(long[] perm) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < perm.length; i++) {
      b.append(i > 0 ? ", " : "").append(perm[i]);
    }
    return b.toString();
  }

  private static DiagnosedResult applyInterchange(Operation op, TransformState state) {
    MLIRContext ctx = op.context();
    long[] perm = longs(op.inherentAttr("iterator_interchange"));
    List<Operation> out = new ArrayList<>();
    for (Operation target : state.payloadOps(op.operand(0))) {
      if (!(target instanceof LinalgOp l) || l.kind() != org.jmlir.dialect.linalg.OpKind.GENERIC) {
        return wrongKind(op, target);
      }
      if (perm.length == 0) {
        out.add(target);
        continue;
      }
      int n = l.numLoops();
      if (perm.length != n) {
        InFlightDiagnostic d =
            DiagnosedResult.error(op, "op expects iterator_interchange to be a permutation of the loops")
                .attachNote(target.location(), "when applied to this op");
        return DiagnosedResult.silenceable(d);
      }
      // m' = m o inverse(permutation): loop i of the new op is loop perm[i] of the old one.
      org.jmlir.ir.affine.AffineExpr[] repl = new org.jmlir.ir.affine.AffineExpr[n];
      for (int i = 0; i < n; i++) {
        repl[(int) perm[i]] = org.jmlir.ir.affine.AffineExpr.dim(i);
      }
      List<Attribute> maps = new ArrayList<>();
      for (org.jmlir.ir.affine.AffineMap m : l.indexingMaps()) {
        List<org.jmlir.ir.affine.AffineExpr> rs = new ArrayList<>();
        for (org.jmlir.ir.affine.AffineExpr e : m.results()) {
          rs.add(e.replaceDimsAndSymbols(repl, new org.jmlir.ir.affine.AffineExpr[0]));
        }
        maps.add(org.jmlir.ir.attr.AffineMapAttr.get(ctx, new org.jmlir.ir.affine.AffineMap(n, m.numSymbols(), rs)));
      }
      List<String> its = l.iteratorTypes();
      List<Attribute> newIts = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        newIts.add(org.jmlir.dialect.linalg.LinalgEnumAttr.get(ctx, org.jmlir.dialect.linalg.LinalgEnumAttr.Kind.ITERATOR_TYPE, its.get((int) perm[i])));
      }
      // linalg.index d of the old op is linalg.index (position of d in the permutation) of the new one.
      // As upstream: each old index becomes an affine.apply picking it out of all the new indices.
      if (l.body() != null) {
        List<Operation> indexOps = new ArrayList<>();
        for (Operation o : l.body().operations()) {
          if (o.def() == org.jmlir.dialect.linalg.LinalgIndexOp.DEF) {
            indexOps.add(o);
          }
        }
        PatternRewriter rw = new PatternRewriter(ctx);
        for (Operation o : indexOps) {
          long d = ((org.jmlir.dialect.linalg.LinalgIndexOp) o).dim();
          rw.setInsertionPoint(o);
          List<Value> all = new ArrayList<>();
          for (int i = 0; i < n; i++) {
            org.jmlir.ir.OperationState is = new org.jmlir.ir.OperationState(ctx, org.jmlir.dialect.linalg.LinalgIndexOp.DEF, o.location());
            is.addAttribute("dim", IntegerAttr.get(ctx, org.jmlir.ir.type.IntegerType.get(ctx, 64), i));
            is.addType(IndexType.get(ctx));
            all.add(rw.create(is).result(0));
          }
          int pos = 0;
          for (int i = 0; i < n; i++) {
            if (perm[i] == d) {
              pos = i;
            }
          }
          org.jmlir.ir.OperationState as = new org.jmlir.ir.OperationState(ctx, org.jmlir.dialect.affine.AffineMapOp.APPLY, o.location());
          as.addOperands(all);
          as.addAttribute("map", org.jmlir.ir.attr.AffineMapAttr.get(ctx,
              new org.jmlir.ir.affine.AffineMap(n, 0, List.of(org.jmlir.ir.affine.AffineExpr.dim(pos)))));
          as.addType(IndexType.get(ctx));
          rw.replaceOp(o, rw.create(as).results());
        }
      }
      target.setAttr("indexing_maps", org.jmlir.ir.attr.ArrayAttr.get(ctx, maps));
      target.setAttr("iterator_types", org.jmlir.ir.attr.ArrayAttr.get(ctx, newIts));
      out.add(target);
    }
    return state.setPayloadOps(op, op.result(0), out) ? DiagnosedResult.success() : DiagnosedResult.definite();
  }

  private static final class ForallSyntax implements OpDef.Assembly {
    @Override
    public void parse(OpAsmParser p, org.jmlir.ir.OperationState state) {
      MLIRContext ctx = p.context();
      int offset = p.currentOffset();
      List<org.jmlir.ir.parse.UnresolvedOperand> uses = new ArrayList<>();
      uses.add(p.parseOperand());
      List<org.jmlir.ir.attr.NamedAttribute> props = new ArrayList<>();
      int[] counts = new int[2];
      for (int k = 0; k < 2; k++) {
        String kw = p.parseOptionalKeyword(List.of("num_threads", "tile_sizes"));
        if (kw == null) {
          break;
        }
        DynamicIndexList.Parsed parsed = DynamicIndexList.parse(p);
        int which = kw.equals("num_threads") ? 0 : 1;
        counts[which] = parsed.values().size();
        uses.addAll(parsed.values());
        props.add(new org.jmlir.ir.attr.NamedAttribute(which == 0 ? "static_num_threads" : "static_tile_sizes",
            DynamicIndexList.toAttr(ctx, parsed.statics())));
      }
      if (p.parseOptionalLParen()) {
        p.parseKeyword("mapping");
        p.parseEqual();
        props.add(new org.jmlir.ir.attr.NamedAttribute("mapping", p.parseAttribute(null)));
        p.parseRParen();
      }
      props.add(new org.jmlir.ir.attr.NamedAttribute(OpSpec.OPERAND_SEGMENTS,
          org.jmlir.dialect.utils.OperandSegments.sizesAttr(ctx, 1, counts[0], counts[1], 0, 0)));
      List<org.jmlir.ir.attr.NamedAttribute> attrs = new ArrayList<>();
      p.parseOptionalAttrDict(attrs);
      Syntax.partition(state, props, attrs);
      state.properties = org.jmlir.ir.attr.DictionaryAttr.get(ctx, props);
      p.parseColon();
      int typeOffset = p.currentOffset();
      org.jmlir.ir.type.Type t = p.parseType();
      if (!(t instanceof org.jmlir.ir.type.FunctionType f)) {
        throw p.emitError(typeOffset, "invalid kind of type specified");
      }
      org.jmlir.ir.ods.format.FormatProgram.resolveOperands(p, uses, f.inputs(), offset, state.operands);
      state.addTypes(f.results());
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print(' ');
      p.printOperand(op.operand(0));
      OpSpec spec = op.def().extension(OpSpec.class);
      String[] groups = {"num_threads", "tile_sizes"};
      for (String g : groups) {
        Attribute st = op.inherentAttr("static_" + g);
        List<Value> values = spec.operandGroup(op, spec.operandIndex(g));
        if (st != null && (longs(st).length > 0 || !values.isEmpty())) {
          p.print(" " + g + " ");
          DynamicIndexList.print(p, values, longs(st));
        }
      }
      if (op.inherentAttr("mapping") != null) {
        p.print("(mapping = ");
        p.printAttribute(op.inherentAttr("mapping"));
        p.print(')');
      }
      p.printOptionalAttrDict(
          org.jmlir.ir.ods.format.FormatProgram.attrDictionary(op),
          List.of(OpSpec.OPERAND_SEGMENTS, "static_num_threads", "static_tile_sizes", "mapping"));
      p.print(" : ");
      p.printFunctionalType(op.operandTypes(), op.resultTypes());
    }
  }

  private static DiagnosedResult applyTileUsingForall(Operation op, TransformState state) {
    MLIRContext ctx = op.context();
    for (String d : List.of("scf", "affine", "arith", "tensor", "memref")) {
      ctx.getOrLoadDialect(d);
    }
    OpSpec spec = op.def().extension(OpSpec.class);
    boolean threads =
        !spec.operandGroup(op, spec.operandIndex("num_threads")).isEmpty() || longs(op.inherentAttr("static_num_threads")).length > 0;
    List<Value> dynHandles = spec.operandGroup(op, spec.operandIndex(threads ? "num_threads" : "tile_sizes"));
    long[] statics = longs(op.inherentAttr(threads ? "static_num_threads" : "static_tile_sizes"));
    List<Operation> targets = state.payloadOps(op.operand(0));
    List<Operation> tiledOps = new ArrayList<>();
    List<Operation> foralls = new ArrayList<>();
    PatternRewriter rw = new PatternRewriter(ctx);
    for (int t = 0; t < targets.size(); t++) {
      Operation target = targets.get(t);
      if (!(target instanceof LinalgOp linalg)) {
        continue;
      }
      List<OpFoldResult> sizes = new ArrayList<>();
      int dyn = 0;
      for (long sz : statics) {
        if (sz != ShapedType.DYNAMIC) {
          sizes.add(OpFoldResult.of(IntegerAttr.get(ctx, IndexType.get(ctx), sz)));
          continue;
        }
        Value h = dynHandles.get(dyn++);
        if (TransformTypes.isParam(h.type())) {
          List<Attribute> ps = state.params(h);
          if (ps.size() != 1 || !(ps.get(0) instanceof IntegerAttr ia)) {
            return DiagnosedResult.definite(DiagnosedResult.error(op, "expected a single index attribute per tile size parameter"));
          }
          sizes.add(OpFoldResult.of(IntegerAttr.get(ctx, IndexType.get(ctx), ia.longValue())));
        } else {
          List<Operation> ps = state.payloadOps(h);
          if (ps.size() != 1 || ps.get(0).numResults() != 1 || !(ps.get(0).result(0).type() instanceof IndexType)) {
            return DiagnosedResult.definite(DiagnosedResult.error(op, "expected a single index-typed result per tile size handle"));
          }
          sizes.add(OpFoldResult.of(ps.get(0).result(0)));
        }
      }
      LinalgTiling.Tiled tiled =
          threads
              ? LinalgTiling.tileUsingForallThreads(rw, linalg, sizes, op.inherentAttr("mapping"))
              : LinalgTiling.tileUsingForall(rw, linalg, sizes, op.inherentAttr("mapping"));
      if (tiled == null) {
        return DiagnosedResult.definite(DiagnosedResult.error(op, "failed to tile the target op"));
      }
      if (tiled.tiledOp() != target) {
        if (!tiled.replacements().isEmpty()) {
          rw.replaceOp(target, tiled.replacements());
        } else {
          rw.eraseOp(target);
        }
      }
      tiledOps.add(tiled.tiledOp());
      foralls.addAll(tiled.loops());
    }
    state.forgetErased();
    if (!state.setPayloadOps(op, op.result(0), tiledOps) || !state.setPayloadOps(op, op.result(1), foralls)) {
      return DiagnosedResult.definite();
    }
    return DiagnosedResult.success();
  }

  private static long[] toLongs(List<Long> l) {
    long[] r = new long[l.size()];
    for (int i = 0; i < r.length; i++) {
      r[i] = l.get(i);
    }
    return r;
  }

  private static long[] longs(Attribute a) {
    return a == null ? new long[0] : DynamicIndexList.values(a);
  }

  private static boolean verifyTileUsingFor(Operation op) {
    long[] statics = longs(op.inherentAttr("static_sizes"));
    int expected = 0;
    int dynamic = 0;
    for (long s : statics) {
      if (s != 0) {
        expected++;
      }
      if (s == ShapedType.DYNAMIC) {
        dynamic++;
      }
    }
    if (dynamic != op.numOperands() - 1) {
      return op.emitOpError(
              "expected " + dynamic + " dynamic sizes but found " + (op.numOperands() - 1))
          .report();
    }
    if (op.numResults() - 1 != expected) {
      return op.emitOpError(
              "expected number of loops to tile (" + expected + ") to match number of `loops` results ("
                  + (op.numResults() - 1) + ")")
          .report();
    }
    return true;
  }

  private static DiagnosedResult applyTileUsingFor(Operation op, TransformState state) {
    MLIRContext ctx = op.context();
    for (String d : List.of("scf", "affine", "arith", "tensor", "memref", "vector")) {
      ctx.getOrLoadDialect(d);
    }
    List<Operation> targets = state.payloadOps(op.operand(0));
    long[] statics = longs(op.inherentAttr("static_sizes"));
    int[] interchange = toInts(longs(op.inherentAttr("interchange")));
    // The dynamic sizes: per size, one value or constant per target.
    List<List<OpFoldResult>> dynamic = new ArrayList<>();
    for (int i = 1; i < op.numOperands(); i++) {
      Value h = op.operand(i);
      List<OpFoldResult> per = new ArrayList<>();
      if (TransformTypes.isParam(h.type())) {
        for (Attribute a : state.params(h)) {
          if (!(a instanceof IntegerAttr ia)) {
            return DiagnosedResult.silenceable(DiagnosedResult.error(op, "expected tile size param to be an integer attribute"));
          }
          per.add(OpFoldResult.of(IntegerAttr.get(ctx, IndexType.get(ctx), ia.longValue())));
        }
      } else {
        for (Operation p : state.payloadOps(h)) {
          if (p.numResults() != 1 || !(p.result(0).type() instanceof IndexType)) {
            InFlightDiagnostic d = DiagnosedResult.error(op, "expected tile sizes to be produced by ops with a single index-type result");
            d.attachNote(p.location(), "size producer op");
            return DiagnosedResult.silenceable(d);
          }
          per.add(OpFoldResult.of(p.result(0)));
        }
      }
      if (per.size() != targets.size()) {
        boolean param = TransformTypes.isParam(h.type());
        InFlightDiagnostic d =
            DiagnosedResult.error(
                op,
                // As mlir-opt 22: a parameter's count is read from the (empty) op list of that operand.
                (param ? "expected as many parameter values (" : "expected as many dynamic size-producing operations (")
                    + (param ? 0 : per.size()) + ") as target ops (" + targets.size() + ")");
        d.attachNote(
            h.definingOp() != null ? h.definingOp().location() : ((org.jmlir.ir.BlockArgument) h).location(),
            param ? "for this parameter" : "for this handle");
        return DiagnosedResult.silenceable(d);
      }
      dynamic.add(per);
    }
    int numLoops = op.numResults() - 1;
    List<Operation> tiledOps = new ArrayList<>();
    List<List<Operation>> loops = new ArrayList<>();
    for (int l = 0; l < numLoops; l++) {
      loops.add(new ArrayList<>());
    }
    PatternRewriter rw = new PatternRewriter(ctx);
    for (int t = 0; t < targets.size(); t++) {
      Operation target = targets.get(t);
      if (!(target instanceof LinalgOp linalg)) {
        InFlightDiagnostic d = DiagnosedResult.error(op, "only ops implementing TilingInterface are supported");
        d.attachNote(target.location(), "target op");
        return DiagnosedResult.silenceable(d);
      }
      if (statics.length > linalg.numLoops()) {
        InFlightDiagnostic d =
            DiagnosedResult.error(
                op, "too many tiles provided, expected at most " + linalg.numLoops() + " found " + statics.length);
        d.attachNote(target.location(), "target op");
        return DiagnosedResult.silenceable(d);
      }
      List<OpFoldResult> sizes = new ArrayList<>();
      int dyn = 0;
      for (long s : statics) {
        sizes.add(s == ShapedType.DYNAMIC ? dynamic.get(dyn++).get(t) : OpFoldResult.of(IntegerAttr.get(ctx, IndexType.get(ctx), s)));
      }
      long[] sc = longs(op.inherentAttr("scalable_sizes"));
      boolean[] scalable = new boolean[sc.length];
      for (int i = 0; i < sc.length; i++) {
        scalable[i] = sc[i] != 0;
      }
      LinalgTiling.Tiled tiled = LinalgTiling.tileUsingFor(rw, linalg, sizes, scalable, op.location(), interchange);
      if (tiled == null) {
        return DiagnosedResult.definite(DiagnosedResult.error(op, "failed to tile the target op"));
      }
      if (tiled.tiledOp() == target) {
        // All tile sizes 0: the op is its own tiled op.
      } else if (!tiled.replacements().isEmpty()) {
        rw.replaceOp(target, tiled.replacements());
      } else {
        rw.eraseOp(target);
      }
      tiledOps.add(tiled.tiledOp());
      for (int l = 0; l < numLoops && l < tiled.loops().size(); l++) {
        loops.get(l).add(tiled.loops().get(l));
      }
    }
    state.forgetErased();
    if (!state.setPayloadOps(op, op.result(0), tiledOps)) {
      return DiagnosedResult.definite();
    }
    for (int l = 0; l < numLoops; l++) {
      if (!state.setPayloadOps(op, op.result(l + 1), loops.get(l))) {
        return DiagnosedResult.definite();
      }
    }
    return DiagnosedResult.success();
  }

  private static int[] toInts(long[] l) {
    int[] r = new int[l.length];
    for (int i = 0; i < r.length; i++) {
      r[i] = (int) l[i];
    }
    return r;
  }
}
