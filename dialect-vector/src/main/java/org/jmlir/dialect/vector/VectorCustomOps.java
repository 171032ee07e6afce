package org.jmlir.dialect.vector;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jmlir.dialect.utils.CommonAttrs;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineDimExpr;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/** The vector ops with hand-written syntax: print, transfer_read/write, contract, from/to_elements, outerproduct, shuffle. */
public final class VectorCustomOps {
  private VectorCustomOps() {}

  interface Parse {
    void parse(OpAsmParser p, OperationState s);
  }

  interface Print {
    void print(Operation op, OpAsmPrinter p);
  }

  static OpDef.Assembly assembly(Parse parse, Print print) {
    return new OpDef.Assembly() {
      @Override
      public void parse(OpAsmParser parser, OperationState state) {
        parse.parse(parser, state);
      }

      @Override
      public void print(Operation op, OpAsmPrinter printer) {
        print.print(op, printer);
      }
    };
  }

  static final AttrConstraint PUNCTUATION =
      VectorEnumAttr.constraint(VectorEnumAttr.PUNCTUATION, "Punctuation for separating vectors or vector elements");

  public static final OpDef PRINT =
      VectorOps.op("print")
          .optionalOperand("source", new TypeConstraint("",
              t -> t instanceof IndexType || t instanceof IntegerType || t instanceof org.jmlir.ir.type.FloatType || t instanceof VectorType))
          .defaultAttr("punctuation", PUNCTUATION, ctx -> VectorEnumAttr.punctuation(ctx, "newline"))
          .optionalAttr("stringLiteral", AttrConstraint.STRING)
          .predicate(
              "`source` or `punctuation` are not set when printing strings",
              op -> op.inherentAttr("stringLiteral") == null
                  || (op.numOperands() == 0 && VectorEnumAttr.keywordOf(op.inherentAttr("punctuation"), VectorEnumAttr.PUNCTUATION).equals("newline")))
          .assembly(assembly(VectorCustomOps::parsePrint, VectorCustomOps::printPrint))
          .build();

  private static final List<String> PRINT_ELIDED = List.of("punctuation", "stringLiteral");

  private static void parsePrint(OpAsmParser p, OperationState s) {
    UnresolvedOperand src = p.parseOptionalOperand();
    if (src != null) {
      Type t = p.parseColonType();
      s.addOperand(p.resolveOperand(src, t));
    }
    boolean seenStr = false;
    boolean seenPunct = false;
    while (true) {
      if (!seenStr && p.parseOptionalKeyword("str")) {
        seenStr = true;
        s.addAttribute("stringLiteral", StringAttr.get(p.context(), p.parseString()));
      } else if (!seenPunct && p.parseOptionalKeyword("punctuation")) {
        seenPunct = true;
        s.addAttribute("punctuation", VectorEnumAttr.parseParams(p, VectorEnumAttr.PUNCTUATION));
      } else {
        break;
      }
    }
    p.parseOptionalAttrDict(s.attributes);
    if (s.attribute("punctuation") == null) {
      s.addAttribute("punctuation", VectorEnumAttr.punctuation(p.context(), "newline"));
    }
  }

  private static void printPrint(Operation op, OpAsmPrinter p) {
    if (op.numOperands() > 0) {
      p.print(' ');
      p.printOperand(op.operand(0));
      p.print(" : ");
      p.printType(op.operand(0).type());
    }
    if (op.inherentAttr("stringLiteral") instanceof StringAttr s) {
      p.print(" str ");
      p.printAttribute(s);
    }
    String punct = VectorEnumAttr.keywordOf(op.inherentAttr("punctuation"), VectorEnumAttr.PUNCTUATION);
    if (punct != null && !punct.equals("newline")) {
      p.print(" punctuation <" + punct + ">");
    }
    p.printOptionalAttrDict(op.attrDictionary().entries(), PRINT_ELIDED);
  }

  // ---- transfer_read / transfer_write ---------------------------------------------------------

  static final AttrConstraint BOOL_ARRAY =
      AttrConstraint.of("1-bit boolean array attribute", a -> a instanceof ArrayAttr arr && arr.elements().stream().allMatch(e -> CommonAttrs.isSignlessIntAttr(e, 1)));

  public static final OpDef TRANSFER_READ =
      VectorOps.op("transfer_read")
          .operand("base", VectorOps.SHAPED)
          .variadicOperand("indices", TypeConstraint.INDEX)
          .operand("padding", TypeConstraint.ANY)
          .optionalOperand("mask", VectorOps.VECTOR_OF_I1)
          .attr("permutation_map", CommonAttrs.AFFINE_MAP)
          .attr("in_bounds", BOOL_ARRAY)
          .result("vector", VectorOps.VECTOR)
          .traits(Trait.ATTR_SIZED_OPERAND_SEGMENTS)
          .assembly(assembly((p, s) -> parseTransfer(p, s, true), (op, p) -> printTransfer(op, p, true)))
          .verifier(op -> VectorTransfers.verify(op, true))
          .extension(org.jmlir.ir.rewrite.OpFolder.class, VectorTransferFolds::fold)
          .extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class, new org.jmlir.ir.rewrite.CanonicalizationPatterns(List.of(
              new org.jmlir.dialect.fold.NamedPattern("TransferReadAfterWriteToBroadcast", "vector.transfer_read", 1, VectorTransferFolds::readAfterWriteToBroadcast))))
          .build();

  public static final OpDef TRANSFER_WRITE =
      VectorOps.op("transfer_write")
          .operand("valueToStore", VectorOps.VECTOR)
          .operand("base", VectorOps.SHAPED)
          .variadicOperand("indices", TypeConstraint.INDEX)
          .optionalOperand("mask", VectorOps.VECTOR_OF_I1)
          .attr("permutation_map", CommonAttrs.AFFINE_MAP)
          .attr("in_bounds", BOOL_ARRAY)
          .optionalResult("result", new TypeConstraint("ranked tensor of any type values", t -> t instanceof org.jmlir.ir.type.RankedTensorType))
          .traits(Trait.ATTR_SIZED_OPERAND_SEGMENTS)
          .assembly(assembly((p, s) -> parseTransfer(p, s, false), (op, p) -> printTransfer(op, p, false)))
          .verifier(op -> VectorTransfers.verify(op, false))
          .extension(org.jmlir.ir.rewrite.OpFolder.class, VectorTransferFolds::fold)
          .extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class, new org.jmlir.ir.rewrite.CanonicalizationPatterns(List.of(
              new org.jmlir.dialect.fold.NamedPattern("FoldWaw", "vector.transfer_write", 1, VectorTransferFolds::writeAfterWrite),
              new org.jmlir.dialect.fold.NamedPattern("SwapExtractSliceOfTransferWrite", "tensor.insert_slice", 1, VectorTransferFolds::swapExtractSliceOfWrite))))
          .build();

  private static final List<String> TRANSFER_ELIDED = List.of("operandSegmentSizes");

  private static void parseTransfer(OpAsmParser p, OperationState s, boolean read) {
    MLIRContext ctx = p.context();
    UnresolvedOperand first = p.parseOperand();
    UnresolvedOperand base = first;
    UnresolvedOperand value = null;
    if (!read) {
      p.parseComma();
      value = first;
      base = p.parseOperand();
    }
    List<UnresolvedOperand> indices = p.parseOperandList(org.jmlir.ir.parse.Delimiter.SQUARE, -1);
    UnresolvedOperand padding = null;
    if (read) {
      p.parseComma();
      padding = p.parseOperand();
    }
    UnresolvedOperand mask = null;
    int maskAt = -1;
    if (p.parseOptionalComma()) {
      maskAt = p.currentOffset();
      mask = p.parseOperand();
    }
    p.parseOptionalAttrDict(s.attributes);
    int typesAt = p.currentOffset();
    List<Type> types = p.parseColonTypeList();
    if (types.size() != 2) {
      throw p.emitError(typesAt, "requires two types");
    }
    Type shapedT = read ? types.get(0) : types.get(1);
    Type vectorT = read ? types.get(1) : types.get(0);
    if (!read && !(vectorT instanceof VectorType)) {
      throw p.emitError(typesAt, "requires vector type");
    }
    if (!(shapedT instanceof ShapedType shaped) || !(shapedT instanceof org.jmlir.ir.type.BaseMemRefType || shapedT instanceof org.jmlir.ir.type.RankedTensorType)) {
      throw p.emitError(typesAt, "requires memref or ranked tensor type");
    }
    if (!(vectorT instanceof VectorType vector)) {
      throw p.emitError(typesAt, "requires vector type");
    }
    AffineMap map;
    if (s.attribute("permutation_map") instanceof AffineMapAttr m) {
      map = m.map();
    } else {
      int elementRank = shaped.elementType() instanceof VectorType e ? e.shape().length : 0;
      if (shaped.rank() < vector.shape().length - elementRank) {
        throw p.emitError(typesAt, "expected a custom permutation_map when rank(source) != rank(destination)");
      }
      map = transferMinorIdentity(shaped, vector);
      s.addAttribute("permutation_map", AffineMapAttr.get(ctx, map));
    }
    if (s.attribute("in_bounds") == null) {
      List<Attribute> f = new ArrayList<>();
      for (int i = 0; i < map.numResults(); i++) {
        f.add(IntegerAttr.bool(ctx, false));
      }
      s.addAttribute("in_bounds", ArrayAttr.get(ctx, f));
    }
    if (!read) {
      s.addOperand(p.resolveOperand(value, vector));
    }
    s.addOperand(p.resolveOperand(base, shapedT));
    for (UnresolvedOperand i : indices) {
      s.addOperand(p.resolveOperand(i, IndexType.get(ctx)));
    }
    if (read) {
      s.addOperand(p.resolveOperand(padding, shaped.elementType() instanceof VectorType ? shaped.elementType() : shaped.elementType()));
    }
    if (mask != null) {
      if (shaped.elementType() instanceof VectorType) {
        throw p.emitError(maskAt, "does not support masks with vector element type");
      }
      if (vector.shape().length != map.numResults()) {
        throw p.emitError(typesAt, "expected the same rank for the vector and the results of the permutation map");
      }
      s.addOperand(p.resolveOperand(mask, VectorTransfers.maskType(ctx, vector, map)));
    }
    int[] seg = read ? new int[] {1, indices.size(), 1, mask != null ? 1 : 0} : new int[] {1, 1, indices.size(), mask != null ? 1 : 0};
    long[] segL = Arrays.stream(seg).asLongStream().toArray();
    s.addAttribute("operandSegmentSizes", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32), segL));
    if (read) {
      s.addType(vector);
    } else if (shapedT instanceof org.jmlir.ir.type.RankedTensorType) {
      s.addType(shapedT);
    }
  }

  /**
   * MLIR's getTransferMinorIdentityMap: the minor identity onto the vector's dims beyond those of the
   * source's vector element type; {@code () -> (0)} for a 0-D source read as {@code vector<1xT>}.
   */
  static AffineMap transferMinorIdentity(ShapedType shaped, VectorType vector) {
    if (shaped.rank() == 0 && Arrays.equals(vector.shape(), new long[] {1})) {
      return new AffineMap(0, 0, List.of(AffineExpr.constant(0)));
    }
    int elementRank = shaped.elementType() instanceof VectorType e ? e.shape().length : 0;
    return minorIdentity(shaped.rank(), vector.shape().length - elementRank);
  }

  /** {@code (d0, ..., dn-1) -> (dn-k, ..., dn-1)}. */
  static AffineMap minorIdentity(int dims, int results) {
    List<AffineExpr> r = new ArrayList<>();
    for (int i = dims - results; i < dims; i++) {
      r.add(AffineExpr.dim(Math.max(i, 0)));
    }
    return new AffineMap(dims, 0, r);
  }

  static boolean isMinorIdentity(AffineMap m) {
    if (m.numSymbols() != 0 || m.numResults() > m.numDims()) {
      return false;
    }
    int lead = m.numDims() - m.numResults();
    for (int i = 0; i < m.numResults(); i++) {
      if (!(m.results().get(i) instanceof AffineDimExpr d) || d.position() != lead + i) {
        return false;
      }
    }
    return true;
  }

  private static void printTransfer(Operation op, OpAsmPrinter p, boolean read) {
    VectorOp v = (VectorOp) op;
    int baseIdx = read ? 0 : 1;
    long[] seg = v.longs("operandSegmentSizes");
    int nIdx = (int) seg[read ? 1 : 2];
    p.print(' ');
    if (!read) {
      p.printOperand(op.operand(0));
      p.print(", ");
    }
    p.printOperand(op.operand(baseIdx));
    p.print('[');
    p.printOperands(op.operands().subList(baseIdx + 1, baseIdx + 1 + nIdx));
    p.print(']');
    int next = baseIdx + 1 + nIdx;
    if (read) {
      p.print(", ");
      p.printOperand(op.operand(next++));
    }
    if (next < op.numOperands()) {
      p.print(", ");
      p.printOperand(op.operand(next));
    }
    List<String> elided = new ArrayList<>(TRANSFER_ELIDED);
    if (op.inherentAttr("permutation_map") instanceof AffineMapAttr m && isMinorIdentity(m.map())) {
      elided.add("permutation_map");
    }
    if (op.inherentAttr("in_bounds") instanceof ArrayAttr ib && ib.elements().stream().noneMatch(e -> ((IntegerAttr) e).longValue() != 0)) {
      elided.add("in_bounds");
    }
    p.printOptionalAttrDict(op.attrDictionary().entries(), elided);
    p.print(" : ");
    Type shaped = op.operand(baseIdx).type();
    Type vector = read ? op.result(0).type() : op.operand(0).type();
    p.printType(read ? shaped : vector);
    p.print(", ");
    p.printType(read ? vector : shaped);
  }

  // ---- contract --------------------------------------------------------------------------------

  private static final List<String> CONTRACT_TRAITS = List.of("indexing_maps", "iterator_types", "kind");

  public static final OpDef CONTRACT =
      VectorOps.op("contract")
          .operand("lhs", VectorOps.VECTOR_NON0)
          .operand("rhs", VectorOps.VECTOR_NON0)
          .operand("acc", TypeConstraint.ANY)
          .attr("indexing_maps", AttrConstraint.ARRAY)
          .attr("iterator_types", AttrConstraint.ARRAY)
          .defaultAttr("kind", VectorOps.KIND, ctx -> VectorEnumAttr.kind(ctx, "add"))
          .result("result", TypeConstraint.ANY)
          .traits(Trait.PURE)
          .predicate("lhs and rhs have same element type",
              op -> VectorOps.elementType(op.operand(0).type()).equals(VectorOps.elementType(op.operand(1).type())))
          .predicate("third operand acc and result have same element type",
              op -> VectorOps.elementType(op.operand(2).type()).equals(VectorOps.elementType(op.result(0).type())))
          .assembly(assembly(VectorCustomOps::parseContract, VectorCustomOps::printContract))
          .verifier(VectorContract::verify)
          .extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class, new org.jmlir.ir.rewrite.CanonicalizationPatterns(List.of(
              new org.jmlir.dialect.fold.NamedPattern("CanonicalizeContractAdd<arith::AddIOp>", "arith.addi", 1, VectorSplatPatterns::contractAdd),
              new org.jmlir.dialect.fold.NamedPattern("CanonicalizeContractAdd<arith::AddFOp>", "arith.addf", 1, VectorSplatPatterns::contractAdd))))
          .build();

  private static void parseContract(OpAsmParser p, OperationState s) {
    MLIRContext ctx = p.context();
    List<NamedAttribute> traits = new ArrayList<>();
    int at = p.currentOffset();
    Attribute dict = p.parseAttribute(null);
    if (!(dict instanceof org.jmlir.ir.attr.DictionaryAttr d)) {
      throw p.emitError(at, "expected an attribute dictionary");
    }
    for (NamedAttribute na : d.entries()) {
      if (na.name().equals("iterator_types") && na.value() instanceof ArrayAttr arr) {
        List<Attribute> its = new ArrayList<>();
        for (Attribute e : arr.elements()) {
          if (e instanceof StringAttr str && VectorEnumAttr.ITERATOR_TYPES.contains(str.value())) {
            its.add(VectorEnumAttr.iteratorType(ctx, str.value()));
          } else if (e instanceof VectorEnumAttr) {
            its.add(e);
          } else {
            throw p.emitError(at, "expected " + "iterator_types" + " to be an array of iterator type strings");
          }
        }
        traits.add(new NamedAttribute("iterator_types", ArrayAttr.get(ctx, its)));
      } else {
        traits.add(na);
      }
    }
    List<UnresolvedOperand> ops = new ArrayList<>();
    ops.add(p.parseOperand());
    p.parseComma();
    ops.add(p.parseOperand());
    p.parseComma();
    ops.add(p.parseOperand());
    while (p.parseOptionalComma()) {
      ops.add(p.parseOperand());
    }
    p.parseOptionalAttrDict(s.attributes);
    List<Type> types = new ArrayList<>();
    types.add(p.parseColonType());
    p.parseComma();
    types.add(p.parseType());
    p.parseKeyword("into");
    Type result = p.parseType();
    s.addOperand(p.resolveOperand(ops.get(0), types.get(0)));
    s.addOperand(p.resolveOperand(ops.get(1), types.get(1)));
    s.addOperand(p.resolveOperand(ops.get(2), result));
    s.addType(result);
    s.attributes.addAll(traits);
    if (!(s.attribute("iterator_types") instanceof ArrayAttr)) {
      throw p.emitError(at, "expected \"iterator_types\" array attribute");
    }
    if (ops.size() > 3) {
      // MLIR 22 still parses the old lhs/rhs mask operands (two i1 vectors shaped like lhs and rhs);
      // the op's verifier then rejects the operand count.
      if (ops.size() != 5) {
        throw p.emitError(p.nameOffset(), "expected zero or exactly 2 vector mask operands");
      }
      for (int i = 0; i < 2; i++) {
        VectorType v = (VectorType) types.get(i);
        s.addOperand(p.resolveOperand(ops.get(3 + i), VectorType.get(ctx, v.shape(), v.scalableDims(), IntegerType.get(ctx, 1))));
      }
    }
    if (s.attribute("kind") == null) {
      s.addAttribute("kind", VectorEnumAttr.kind(ctx, "add"));
    }
  }

  private static void printContract(Operation op, OpAsmPrinter p) {
    MLIRContext ctx = op.context();
    List<NamedAttribute> traits = new ArrayList<>();
    for (String n : CONTRACT_TRAITS) {
      Attribute a = op.inherentAttr(n);
      if (a == null) {
        continue;
      }
      if (n.equals("iterator_types") && a instanceof ArrayAttr arr) {
        List<Attribute> strs = new ArrayList<>();
        for (Attribute e : arr.elements()) {
          strs.add(e instanceof VectorEnumAttr ve ? StringAttr.get(ctx, ve.keyword()) : e);
        }
        a = ArrayAttr.get(ctx, strs);
      }
      traits.add(new NamedAttribute(n, a));
    }
    p.print(' ');
    p.printAttribute(org.jmlir.ir.attr.DictionaryAttr.get(ctx, traits));
    p.print(' ');
    p.printOperands(op.operands());
    p.printOptionalAttrDict(op.attrDictionary().entries(), CONTRACT_TRAITS);
    p.print(" : ");
    p.printType(op.operand(0).type());
    p.print(", ");
    p.printType(op.operand(1).type());
    p.print(" into ");
    p.printType(op.result(0).type());
  }

  // ---- from_elements / to_elements -------------------------------------------------------------

  public static final OpDef FROM_ELEMENTS =
      VectorOps.op("from_elements")
          .variadicOperand("elements", TypeConstraint.ANY)
          .result("dest", VectorOps.VECTOR)
          .traits(Trait.PURE)
          .assembly(assembly(VectorCustomOps::parseFromElements, VectorCustomOps::printFromElements))
          .verifier(
              op -> {
                VectorType v = (VectorType) op.result(0).type();
                long n = VectorVerifiers.numElements(v.shape());
                if (op.numOperands() != n) {
                  return VectorVerifiers.fail(op, "number of elements must match the number of elements in the result (" + n + ")");
                }
                for (Value e : op.operands()) {
                  if (!e.type().equals(v.elementType())) {
                    return VectorVerifiers.fail(op, "failed to verify that operand types match result element type");
                  }
                }
                return true;
              })
          .extension(org.jmlir.ir.rewrite.OpFolder.class, VectorFolds::fromElements)
          .extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class, new org.jmlir.ir.rewrite.CanonicalizationPatterns(List.of(
              new org.jmlir.dialect.fold.NamedPattern("rewriteFromElementsAsSplat", "vector.from_elements", 1, VectorSplatPatterns::fromElementsAsSplat),
              new org.jmlir.dialect.fold.NamedPattern("FromElementsToShapeCast", "vector.from_elements", 1, VectorSplatPatterns::fromElementsToShapeCast))))
          .build();

  private static void parseFromElements(OpAsmParser p, OperationState s) {
    int operandsAt = p.currentOffset();
    List<UnresolvedOperand> els = p.parseOperandList();
    p.parseOptionalAttrDict(s.attributes);
    int at = p.currentOffset();
    Type t = p.parseColonType();
    if (!(t instanceof VectorType v)) {
      throw p.emitError(at, "expected vector type");
    }
    // As ODS's parser: the result's constraint is checked before the element types are derived from it.
    if (v.isScalable()) {
      throw p.emitError(p.nameOffset(), "'dest' must be fixed-length vector of any type values, but got '" + VectorVerifiers.text(v) + "'");
    }
    long n = VectorVerifiers.numElements(v.shape());
    if (els.size() != n) {
      throw p.emitError(operandsAt, "number of operands and types do not match: got " + els.size() + " operands and " + n + " types");
    }
    for (UnresolvedOperand e : els) {
      s.addOperand(p.resolveOperand(e, v.elementType()));
    }
    s.addType(t);
  }

  private static void printFromElements(Operation op, OpAsmPrinter p) {
    if (op.numOperands() > 0) {
      p.print(' ');
      p.printOperands(op.operands());
    }
    p.printOptionalAttrDict(op.attrDictionary().entries(), List.of());
    p.print(" : ");
    p.printType(op.result(0).type());
  }

  public static final OpDef TO_ELEMENTS =
      VectorOps.op("to_elements")
          .operand("source", VectorOps.VECTOR)
          .variadicResult("elements", TypeConstraint.ANY)
          .traits(Trait.PURE)
          .assembly(
              assembly(
                  (p, s) -> {
                    UnresolvedOperand src = p.parseOperand();
                    p.parseOptionalAttrDict(s.attributes);
                    int at = p.currentOffset();
                    Type t = p.parseColonType();
                    if (!(t instanceof VectorType v)) {
                      throw p.emitError(at, "expected vector type");
                    }
                    s.addOperand(p.resolveOperand(src, t));
                    for (long i = 0; i < VectorVerifiers.numElements(v.shape()); i++) {
                      s.addType(v.elementType());
                    }
                  },
                  (op, p) -> {
                    p.print(' ');
                    p.printOperand(op.operand(0));
                    p.printOptionalAttrDict(op.attrDictionary().entries(), List.of());
                    p.print(" : ");
                    p.printType(op.operand(0).type());
                  }))
          .extension(org.jmlir.ir.rewrite.OpFolder.class, VectorFolds::toElements)
          .build();

  // ---- outerproduct / shuffle ------------------------------------------------------------------

  public static final OpDef OUTERPRODUCT =
      VectorOps.op("outerproduct")
          .operand("lhs", VectorOps.VECTOR)
          .operand("rhs", TypeConstraint.ANY)
          .optionalOperand("acc", VectorOps.VECTOR)
          .defaultAttr("kind", VectorOps.KIND, ctx -> VectorEnumAttr.kind(ctx, "add"))
          .result("result", VectorOps.VECTOR)
          .traits(Trait.PURE)
          .assembly(assembly(VectorCustomOps::parseOuter, VectorCustomOps::printOuter))
          .verifier(VectorCustomOps::verifyOuter)
          .build();

  /** OuterProductOp::verify, MLIR 22's order and wording. */
  private static boolean verifyOuter(Operation op) {
    VectorType lhs = (VectorType) op.operand(0).type();
    VectorType res = (VectorType) op.result(0).type();
    if (lhs.shape().length != 1) {
      return VectorVerifiers.fail(op, "expected 1-d vector for operand #1");
    }
    if (op.operand(1).type() instanceof VectorType rhs) {
      if (rhs.shape().length != 1) {
        return VectorVerifiers.fail(op, "expected 1-d vector for operand #2");
      }
      if (res.shape().length != 2) {
        return VectorVerifiers.fail(op, "expected 2-d vector result");
      }
      if (lhs.shape()[0] != res.shape()[0]) {
        return VectorVerifiers.fail(op, "expected #1 operand dim to match result dim #1");
      }
      if (rhs.shape()[0] != res.shape()[1]) {
        return VectorVerifiers.fail(op, "expected #2 operand dim to match result dim #2");
      }
      if (lhs.isScalable() && !rhs.isScalable()) {
        return VectorVerifiers.fail(op, "expected either both or only #2 operand dim to be scalable");
      }
    } else {
      if (res.shape().length != 1) {
        return VectorVerifiers.fail(op, "expected 1-d vector result");
      }
      if (lhs.shape()[0] != res.shape()[0]) {
        return VectorVerifiers.fail(op, "expected #1 operand dim to match result dim #1");
      }
    }
    if (op.numOperands() > 2 && !op.operand(2).type().equals(res)) {
      return VectorVerifiers.fail(op, "expected operand #3 of same type as result type");
    }
    if (!VectorVerifiers.kindSupports(((VectorOp) op).enumKeyword("kind", VectorEnumAttr.KIND), res.elementType())) {
      return VectorVerifiers.fail(op, "unsupported outerproduct type");
    }
    return true;
  }

  private static void parseOuter(OpAsmParser p, OperationState s) {
    List<UnresolvedOperand> ops = p.parseOperandList();
    p.parseOptionalAttrDict(s.attributes);
    int at = p.currentOffset();
    Type lt = p.parseColonType();
    p.parseComma();
    Type rt = p.parseType();
    if (ops.size() < 2) {
      throw p.emitError(p.nameOffset(), "expected at least 2 operands");
    }
    if (!(lt instanceof VectorType l)) {
      throw p.emitError(p.nameOffset(), "expected vector type for operand #1");
    }
    MLIRContext ctx = p.context();
    Type res = rt instanceof VectorType r
        ? VectorType.get(ctx, new long[] {l.shape()[0], r.shape()[0]}, new boolean[] {l.scalableDims()[0], r.scalableDims()[0]}, l.elementType())
        : VectorType.get(ctx, new long[] {l.shape()[0]}, new boolean[] {l.scalableDims()[0]}, l.elementType());
    s.addOperand(p.resolveOperand(ops.get(0), lt));
    s.addOperand(p.resolveOperand(ops.get(1), rt));
    if (ops.size() == 3) {
      s.addOperand(p.resolveOperand(ops.get(2), res));
    }
    s.addType(res);
    if (s.attribute("kind") == null) {
      s.addAttribute("kind", VectorEnumAttr.kind(ctx, "add"));
    }
  }

  private static void printOuter(Operation op, OpAsmPrinter p) {
    p.print(' ');
    p.printOperands(op.operands());
    List<String> elided = new ArrayList<>();
    // MLIR 22 prints the kind (even the default add) exactly when there is an accumulator.
    if (op.numOperands() < 3) {
      elided.add("kind");
    }
    p.printOptionalAttrDict(op.attrDictionary().entries(), elided);
    p.print(" : ");
    p.printType(op.operand(0).type());
    p.print(", ");
    p.printType(op.operand(1).type());
  }

  public static final OpDef SHUFFLE =
      VectorOps.op("shuffle")
          .operand("v1", VectorOps.FIXED_VECTOR)
          .operand("v2", VectorOps.FIXED_VECTOR)
          .attr("mask", CommonAttrs.DENSE_I64_ARRAY)
          .result("vector", VectorOps.FIXED_VECTOR)
          .traits(Trait.PURE)
          .predicate("first operand v1 and result have same element type",
              op -> VectorOps.elementType(op.operand(0).type()).equals(VectorOps.elementType(op.result(0).type())))
          .predicate("second operand v2 and result have same element type",
              op -> VectorOps.elementType(op.operand(1).type()).equals(VectorOps.elementType(op.result(0).type())))
          .assembly(
              assembly(
                  (p, s) -> {
                    UnresolvedOperand a = p.parseOperand();
                    p.parseComma();
                    UnresolvedOperand b = p.parseOperand();
                    List<Long> vals = new ArrayList<>();
                    p.parseCommaSeparatedList(
                        org.jmlir.ir.parse.Delimiter.SQUARE, () -> vals.add(p.parseInteger().longValue()), " in mask");
                    Attribute mask =
                        DenseArrayAttr.get(p.context(), IntegerType.get(p.context(), 64), vals.stream().mapToLong(Long::longValue).toArray());
                    s.addAttribute("mask", mask);
                    p.parseOptionalAttrDict(s.attributes);
                    Type ta = p.parseColonType();
                    p.parseComma();
                    Type tb = p.parseType();
                    s.addOperand(p.resolveOperand(a, ta));
                    s.addOperand(p.resolveOperand(b, tb));
                    VectorType va = (VectorType) ta;
                    long n = ((DenseArrayAttr) mask).size();
                    long[] shape = va.shape().length == 0 ? new long[] {n} : va.shape().clone();
                    shape[0] = n;
                    s.addType(VectorType.get(p.context(), shape, va.elementType()));
                  },
                  (op, p) -> {
                    p.print(' ');
                    p.printOperands(op.operands());
                    p.print(" ");
                    VectorOp v = (VectorOp) op;
                    p.print(Arrays.toString(v.longs("mask")));
                    p.printOptionalAttrDict(op.attrDictionary().entries(), List.of("mask"));
                    p.print(" : ");
                    p.printType(op.operand(0).type());
                    p.print(", ");
                    p.printType(op.operand(1).type());
                  }))
          .verifier(VectorCustomOps::verifyShuffle)
          .extension(org.jmlir.ir.rewrite.OpFolder.class, VectorFolds::shuffle)
          .extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class, new org.jmlir.ir.rewrite.CanonicalizationPatterns(List.of(
              new org.jmlir.dialect.fold.NamedPattern("ShuffleSplat", "vector.shuffle", 1, VectorSplatPatterns::shuffleSplat))))
          .build();

  /** ShuffleOp::verify, MLIR 22's order and wording (a mask index -1 is poison). */
  private static boolean verifyShuffle(Operation op) {
    VectorType v1 = (VectorType) op.operand(0).type();
    VectorType v2 = (VectorType) op.operand(1).type();
    VectorType res = (VectorType) op.result(0).type();
    int r1 = v1.shape().length;
    int rr = res.shape().length;
    boolean zeroD = r1 == 0 && v2.shape().length == 0 && rr == 1;
    if (!zeroD && !(r1 == rr && v2.shape().length == rr)) {
      return VectorVerifiers.fail(op, "rank mismatch");
    }
    for (int r = 1; r < r1; r++) {
      if (res.shape()[r] != v1.shape()[r] || v1.shape()[r] != v2.shape()[r]) {
        return VectorVerifiers.fail(op, "dimension mismatch");
      }
    }
    long[] mask = ((VectorOp) op).longs("mask");
    if (mask.length == 0) {
      return VectorVerifiers.fail(op, "invalid mask length");
    }
    if (mask.length != res.shape()[0]) {
      return VectorVerifiers.fail(op, "mask length mismatch");
    }
    long size = (r1 == 0 ? 1 : v1.shape()[0]) + (v2.shape().length == 0 ? 1 : v2.shape()[0]);
    for (int i = 0; i < mask.length; i++) {
      if (mask[i] != -1 && (mask[i] < 0 || mask[i] >= size)) {
        return VectorVerifiers.fail(op, "mask index #" + (i + 1) + " out of range");
      }
    }
    return true;
  }

  static List<OpDef> all() {
    return List.of(PRINT, TRANSFER_READ, TRANSFER_WRITE, CONTRACT, FROM_ELEMENTS, TO_ELEMENTS, OUTERPRODUCT, SHUFFLE);
  }
}
