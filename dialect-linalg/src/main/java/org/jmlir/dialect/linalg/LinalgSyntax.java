package org.jmlir.dialect.linalg;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.parse.Argument;
import org.jmlir.ir.parse.Delimiter;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.TensorType;
import org.jmlir.ir.type.Type;

/** The custom syntax of linalg's structured ops (LinalgOps.cpp / LinalgOps.td printers and parsers). */
final class LinalgSyntax {
  private LinalgSyntax() {}

  static final List<String> GENERIC_ATTRS = List.of("doc", "indexing_maps", "iterator_types", "library_call");

  // ---- shared parts --------------------------------------------------------------------------

  /** {@code [attr-dict] [ins(%a, %b : ta, tb)] [outs(%c : tc)]}: operands resolved; returns [ins, outs] types. */
  static List<List<Type>> parseInsOuts(OpAsmParser p, OperationState state, boolean segments) {
    p.parseOptionalAttrDict(state.attributes);
    List<UnresolvedOperand> ins = new ArrayList<>();
    List<Type> inTypes = new ArrayList<>();
    int inOffset = p.currentOffset();
    if (p.parseOptionalKeyword("ins")) {
      p.parseLParen();
      inOffset = p.currentOffset();
      ins = p.parseOperandList();
      p.parseColon();
      inTypes = p.parseTypeList();
      p.parseRParen();
    }
    List<UnresolvedOperand> outs = new ArrayList<>();
    List<Type> outTypes = new ArrayList<>();
    int outOffset = p.currentOffset();
    if (p.parseOptionalKeyword("outs")) {
      outOffset = p.currentOffset();
      p.parseLParen();
      outs = p.parseOperandList();
      p.parseColon();
      outTypes = p.parseTypeList();
      p.parseRParen();
    }
    p.resolveOperands(ins, inTypes, inOffset, state.operands);
    p.resolveOperands(outs, outTypes, outOffset, state.operands);
    if (segments) {
      state.addAttribute(OperandSegments.ATTR, OperandSegments.sizesAttr(p.context(), ins.size(), outs.size()));
    }
    return List.of(inTypes, outTypes);
  }

  static void printInsOuts(OpAsmPrinter p, List<Value> ins, List<Value> outs) {
    if (!ins.isEmpty()) {
      p.print(" ins(");
      printValuesWithTypes(p, ins);
      p.print(')');
    }
    if (!outs.isEmpty()) {
      p.print(" outs(");
      printValuesWithTypes(p, outs);
      p.print(')');
    }
  }

  private static void printValuesWithTypes(OpAsmPrinter p, List<Value> values) {
    p.printOperands(values);
    p.print(" : ");
    for (int i = 0; i < values.size(); i++) {
      p.print(i > 0 ? ", " : "");
      p.printType(values.get(i).type());
    }
  }

  /** {@code -> types} when there are results. */
  static void printResults(OpAsmPrinter p, Operation op) {
    if (op.numResults() > 0) {
      p.printArrowTypeList(op.resultTypes());
    }
  }

  /** The tensor-typed inits are the results of ops that infer them (transpose, reduce, ...). */
  static void addTensorResults(OperationState state, List<Type> initTypes) {
    for (Type t : initTypes) {
      if (t instanceof TensorType) {
        state.addType(t);
      }
    }
  }

  // ---- generic -------------------------------------------------------------------------------

  static void parseGeneric(OpAsmParser p, OperationState state) {
    MLIRContext ctx = p.context();
    int offset = p.currentOffset();
    Attribute a = p.parseAttribute(null);
    if (!(a instanceof DictionaryAttr dict)) {
      throw p.emitError(offset, "invalid kind of attribute specified");
    }
    for (NamedAttribute na : dict.entries()) {
      Attribute v = na.value();
      if (na.name().equals("iterator_types")) {
        if (!(v instanceof ArrayAttr arr)) {
          throw p.emitError(offset, "expected iterator_types to be an array");
        }
        List<Attribute> converted = new ArrayList<>();
        for (Attribute t : arr.elements()) {
          if (t instanceof StringAttr s) {
            if (!s.value().equals("parallel") && !s.value().equals("reduction")) {
              throw p.emitError(p.currentOffset(), "unexpected iterator_type (" + s.value() + ")");
            }
            converted.add(LinalgEnumAttr.get(ctx, LinalgEnumAttr.Kind.ITERATOR_TYPE, s.value()));
          } else {
            converted.add(t);
          }
        }
        v = ArrayAttr.get(ctx, converted);
      }
      state.addAttribute(na.name(), v);
    }
    if (!(dict.get("iterator_types") instanceof ArrayAttr)) {
      throw p.emitError(offset, "expected \"iterator_types\" array attribute");
    }
    parseInsOuts(p, state, true);
    if (p.parseOptionalKeyword("attrs")) {
      p.parseEqual();
      p.parseOptionalAttrDict(state.attributes);
    }
    Region region = state.addRegion();
    p.parseRegion(region, List.of(), false);
    List<Type> results = new ArrayList<>();
    p.parseOptionalArrowTypeList(results);
    state.addTypes(results);
  }

  static void printGeneric(LinalgOp op, OpAsmPrinter p) {
    MLIRContext ctx = op.context();
    List<NamedAttribute> generic = new ArrayList<>();
    boolean extra = false;
    for (NamedAttribute na : op.attrDictionary().entries()) {
      if (na.name().equals("iterator_types") && na.value() instanceof ArrayAttr arr) {
        List<Attribute> names = new ArrayList<>();
        for (Attribute t : arr.elements()) {
          names.add(t instanceof LinalgEnumAttr e ? StringAttr.get(ctx, e.caseName()) : t);
        }
        generic.add(new NamedAttribute(na.name(), ArrayAttr.get(ctx, names)));
      } else if (GENERIC_ATTRS.contains(na.name())) {
        generic.add(na);
      } else if (!na.name().equals(OperandSegments.ATTR)) {
        extra = true;
      }
    }
    p.print(' ');
    if (!generic.isEmpty()) {
      p.printAttribute(DictionaryAttr.get(ctx, generic));
    }
    printInsOuts(p, op.inputs(), op.inits());
    if (extra) {
      p.print(" attrs = ");
      List<String> elided = new ArrayList<>(GENERIC_ATTRS);
      elided.add(OperandSegments.ATTR);
      p.printOptionalAttrDict(op.attrDictionary().entries(), elided);
    }
    if (!op.region(0).isEmpty()) {
      p.print(' ');
      p.printRegion(op.region(0));
    }
    printResults(p, op);
  }

  // ---- named ops -----------------------------------------------------------------------------

  static void parseNamed(OpAsmParser p, OperationState state, OpKind kind) {
    MLIRContext ctx = p.context();
    int startOffset = p.currentOffset();
    String ewKind = null;
    if (kind == OpKind.ELEMENTWISE) {
      p.parseKeyword("kind");
      p.parseEqual();
      int offset = p.currentOffset();
      Attribute a = p.parseOptionalAttribute(null);
      if (a == null) {
        throw p.emitError(offset, "expected operation 'kind' attribute");
      }
      if (!(a instanceof LinalgEnumAttr e) || e.kind() != LinalgEnumAttr.Kind.ELEMENTWISE_KIND) {
        throw p.emitError(p.currentOffset(), "expected ElementwiseKind attribute");
      }
      ewKind = e.caseName();
      state.addAttribute("kind", a);
    }
    List<Attribute> maps = new ArrayList<>();
    if (kind == OpKind.CONTRACT && !p.parseOptionalKeyword("indexing_maps")) {
      throw p.emitError(p.currentOffset(), "expected 'indexing_maps' attribute");
    }
    if (kind == OpKind.CONTRACT || (kind == OpKind.MATMUL || kind == OpKind.BATCH_MATMUL || kind == OpKind.BATCH_REDUCE_MATMUL || kind == OpKind.ELEMENTWISE) && p.parseOptionalKeyword("indexing_maps")) {
      p.parseEqual();
      p.parseLSquare();
      do {
        Attribute m = p.parseAttribute(null);
        if (!(m instanceof AffineMapAttr)) {
          throw p.emitError(p.currentOffset(), "expected affine map attribute");
        }
        maps.add(m);
      } while (p.parseOptionalComma());
      p.parseRSquare();
    }
    if (maps.isEmpty() && (kind == OpKind.MATMUL || kind == OpKind.BATCH_MATMUL || kind == OpKind.BATCH_REDUCE_MATMUL)) {
      for (AffineMap m : IndexingMaps.defaultMatmulMaps(kind)) {
        maps.add(AffineMapAttr.get(ctx, m));
      }
    }
    int attrsOffset = p.currentOffset();
    List<List<Type>> types = parseInsOuts(p, state, true);
    p.parseOptionalAttrDict(state.attributes);
    if (kind.stridesRank() > 0) {
      // verifyInherentAttrs, as the common structured-op parser does.
      org.jmlir.ir.ods.AttrConstraint c = LinalgOps.stridesConstraint(kind.stridesRank());
      for (String name : List.of("strides", "dilations")) {
        Attribute a = state.attribute(name);
        if (a != null && !c.predicate().test(a)) {
          throw p.emitError(attrsOffset, "'" + kind.opName() + "' op attribute '" + name + "' failed to satisfy constraint: " + c.description());
        }
      }
    }
    List<Type> results = new ArrayList<>();
    p.parseOptionalArrowTypeList(results);
    state.addTypes(results);
    List<Type> all = new ArrayList<>(types.get(0));
    all.addAll(types.get(1));
    int expectedArgs = kind == OpKind.ELEMENTWISE ? arity(ewKind) + 1 : kind.regionArgs;
    if (expectedArgs != all.size()) {
      throw p.emitError(
          p.currentOffset(),
          "[parseNamedStructuredOpRegion] ods-gen generated region expects " + expectedArgs + " args, got " + all.size());
    }
    if (kind == OpKind.ELEMENTWISE && maps.isEmpty()) {
      Type out = all.get(all.size() - 1);
      if (!(out instanceof org.jmlir.ir.type.ShapedType)) {
        throw p.emitError(p.currentOffset(), "return type needs to be shaped type");
      }
      for (int i = 0; i < all.size(); i++) {
        maps.add(AffineMapAttr.get(ctx, AffineMap.identity(LinalgOp.rankOf(out))));
      }
    }
    if (!maps.isEmpty()) {
      state.addAttribute("indexing_maps", ArrayAttr.get(ctx, maps));
    }
    if (kind != OpKind.ELEMENTWISE && kind.elementwiseKind != null && UNARY_FNS.contains(kind.elementwiseKind)
        && !(LinalgOp.elementOrSelf(all.get(0)) instanceof org.jmlir.ir.type.FloatType)) {
      // OpDSL's buildUnaryFn: the unary functions take floats only.
      throw p.emitError(startOffset, "unsupported non numeric type");
    }
    try {
      boolean unsigned = state.attribute("cast") instanceof LinalgEnumAttr c && c.caseName().equals("cast_unsigned");
      RegionBuilder.build(ctx, state.location, state.addRegion(), kind, all, ewKind, unsigned);
    } catch (RegionBuilder.BuildError e) {
      throw p.emitError(startOffset, e.getMessage());
    }
  }

  private static final java.util.Set<String> UNARY_FNS = java.util.Set.of(
      "exp", "log", "abs", "ceil", "floor", "negf", "reciprocal", "round", "sqrt", "rsqrt", "square", "tanh", "erf");

  static int arity(String ewKind) {
    int i = LinalgEnumAttr.Kind.ELEMENTWISE_KIND.cases.indexOf(ewKind);
    return i < 13 ? 1 : ewKind.equals("select") ? 3 : 2;
  }

  static void printNamed(LinalgOp op, OpAsmPrinter p) {
    OpKind kind = op.kind();
    List<String> elided = new ArrayList<>(List.of(OperandSegments.ATTR, "linalg.memoized_indexing_maps", "indexing_maps"));
    if (kind == OpKind.ELEMENTWISE) {
      p.print(" kind=");
      p.printAttribute(op.attr("kind"));
      elided.add("kind");
    }
    if (op.attr("indexing_maps") instanceof ArrayAttr maps && !isDefault(op, maps)) {
      p.print(" indexing_maps = [");
      for (int i = 0; i < maps.elements().size(); i++) {
        p.print(i > 0 ? ", " : "");
        p.printAttribute(maps.elements().get(i));
      }
      p.print(']');
    }
    p.printOptionalAttrDict(op.attrDictionary().entries(), elided);
    printInsOuts(p, op.inputs(), op.inits());
    printResults(p, op);
  }

  private static boolean isDefault(LinalgOp op, ArrayAttr maps) {
    if (op.kind() == OpKind.CONTRACT) {
      return false;
    }
    List<AffineMap> expected;
    if (op.kind() == OpKind.ELEMENTWISE) {
      int rank = op.inits().isEmpty() ? 0 : LinalgOp.rankOf(op.inits().get(0).type());
      expected = java.util.Collections.nCopies(op.numOperands(), AffineMap.identity(rank));
    } else {
      expected = IndexingMaps.defaultMatmulMaps(op.kind());
    }
    if (expected.size() != maps.elements().size()) {
      return false;
    }
    for (int i = 0; i < expected.size(); i++) {
      if (!(maps.elements().get(i) instanceof AffineMapAttr m) || !m.map().equals(expected.get(i))) {
        return false;
      }
    }
    return true;
  }

  // ---- transpose / broadcast / reduce / map ----------------------------------------------------

  /** {@code ins(...) outs(...) name = [1, 0] attr-dict} of transpose and broadcast, and reduce's. */
  static void parseDenseArrayOp(OpAsmParser p, OperationState state, OpKind kind) {
    List<Type> inits = null;
    String arrayName = kind == OpKind.TRANSPOSE ? "permutation" : "dimensions";
    Operation payload = null;
    if (kind == OpKind.REDUCE || kind == OpKind.MAP) {
      payload = parseShortForm(p);
    }
    List<List<Type>> types = parseInsOuts(p, state, false);
    inits = types.get(1);
    if (kind != OpKind.MAP) {
      p.parseKeyword(arrayName);
      p.parseEqual();
      state.addAttribute(arrayName, LinalgPackOp.I64_LIST.parse(p));
    }
    p.parseOptionalAttrDict(state.attributes);
    addTensorResults(state, inits);
    Region region = state.addRegion();
    List<Type> all = new ArrayList<>(types.get(0));
    all.addAll(inits);
    if (kind == OpKind.TRANSPOSE || kind == OpKind.BROADCAST) {
      RegionBuilder.build(p.context(), state.location, region, kind, all, null);
      return;
    }
    if (payload != null) {
      buildPayloadBody(p, state, region, payload, all, kind == OpKind.REDUCE);
      return;
    }
    List<Argument> args = p.parseArgumentList(Delimiter.PAREN, true, false);
    p.parseRegion(region, args, false);
  }

  /** {@code { arith.addf [attr-dict] }}: the op name and its attributes, or null. */
  private static Operation parseShortForm(OpAsmParser p) {
    if (!p.parseOptionalLBrace()) {
      return null;
    }
    int offset = p.currentOffset();
    String name = p.parseOptionalKeyword();
    if (name == null) {
      throw p.emitError(offset, "expected bare identifier or keyword");
    }
    OperationState s = new OperationState(p.context(), p.context().opDef(name), p.encodeLocation(offset));
    p.parseOptionalAttrDict(s.attributes);
    p.parseRBrace();
    return Operation.create(s);
  }

  /** The body of a short form: the payload applied to the block arguments (init first for reduce). */
  private static void buildPayloadBody(OpAsmParser p, OperationState state, Region region, Operation template, List<Type> types, boolean initFirst) {
    Block b = new Block();
    region.addBlock(b);
    for (Type t : types) {
      b.addArgument(LinalgOp.elementOrSelf(t), state.location);
    }
    if (types.isEmpty()) {
      // No operands: an empty body the verifier reports the op for, as upstream.
      b.append(Operation.create(new OperationState(p.context(), LinalgYieldOp.DEF, state.location)));
      return;
    }
    OperationState s = new OperationState(p.context(), template.def(), state.location);
    List<Value> operands = new ArrayList<>();
    int n = b.numArguments();
    if (initFirst) {
      operands.add(b.argument(n - 1));
      operands.addAll(b.arguments().subList(0, n - 1));
    } else {
      operands.addAll(b.arguments().subList(0, n - 1));
    }
    s.addOperands(operands);
    s.addType(b.argument(n - 1).type());
    s.attributes.addAll(template.attrDictionary().entries());
    Operation payload = Operation.create(s);
    b.append(payload);
    OperationState y = new OperationState(p.context(), LinalgYieldOp.DEF, state.location);
    y.addOperands(payload.results());
    b.append(Operation.create(y));
  }

  static void printDenseArrayOp(LinalgOp op, OpAsmPrinter p) {
    OpKind kind = op.kind();
    Block body = op.body();
    Operation payload = (kind == OpKind.REDUCE || kind == OpKind.MAP) && body != null ? findPayload(body, kind == OpKind.REDUCE) : null;
    if (payload != null) {
      p.print(" { ");
      p.print(payload.name());
      List<String> elided = new ArrayList<>();
      for (NamedAttribute na : payload.attrDictionary().entries()) {
        if (na.value() instanceof org.jmlir.dialect.arith.FastMathFlagsAttr f && f.flags() == 0) {
          elided.add(na.name());
          break;
        }
      }
      p.printOptionalAttrDict(payload.attrDictionary().entries(), elided);
      p.print(" }");
    }
    printInsOuts(p, op.inputs(), op.inits());
    String arrayName = kind == OpKind.TRANSPOSE ? "permutation" : "dimensions";
    List<String> elided = List.of();
    if (kind != OpKind.MAP) {
      p.print(' ');
      p.print(arrayName);
      p.print(" = [");
      long[] v = op.i64Array(arrayName);
      for (int i = 0; i < v.length; i++) {
        p.print(i > 0 ? ", " : "");
        p.print(Long.toString(v[i]));
      }
      p.print("] ");
      elided = List.of(arrayName);
    }
    p.printOptionalAttrDict(op.attrDictionary().entries(), elided);
    if ((kind == OpKind.REDUCE || kind == OpKind.MAP) && payload == null && body != null) {
      p.increaseIndent();
      p.printNewline();
      p.print("(");
      for (int i = 0; i < body.numArguments(); i++) {
        p.print(i > 0 ? ", " : "");
        p.printRegionArgument(body.argument(i), List.of(), false);
      }
      p.print(") ");
      p.printRegion(op.region(0), false, true, false);
      p.decreaseIndent();
    }
  }

  /** MLIR's findPayloadOp: a body of one op on the block arguments (init first for reduce) and its yield. */
  private static Operation findPayload(Block body, boolean initFirst) {
    if (body.size() != 2) {
      return null;
    }
    Operation payload = body.first();
    Operation yield = body.last();
    int n = body.numArguments();
    if (payload.numOperands() == 0 || payload.numResults() != 1 || yield.numOperands() != 1 || yield.operand(0) != payload.result(0)) {
      return null;
    }
    if (initFirst) {
      if (payload.numOperands() != n || payload.operand(0) != body.argument(n - 1)) {
        return null;
      }
      for (int i = 1; i < n; i++) {
        if (payload.operand(i) != body.argument(i - 1)) {
          return null;
        }
      }
      return payload;
    }
    if (payload.numOperands() != n - 1) {
      return null;
    }
    for (int i = 0; i < n - 1; i++) {
      if (payload.operand(i) != body.argument(i)) {
        return null;
      }
    }
    return payload;
  }
}
