package org.jmlir.dialect.affine;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.Delimiter;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.Type;

/**
 * affine.dma_start, affine.dma_wait and affine.prefetch: memref accesses {@code %m[subscripts]} whose
 * subscripts are affine maps over dims and symbols, as MLIR 22 parses, prints and verifies them.
 */
public final class AffineDmaOp extends Operation implements org.jmlir.ir.MemoryEffectOpInterface {
  /**
   * {@code affine.dma_start %src[..], %dst[..], %tag[..], %n[, %stride, %perStride] : t, t, t}; the
   * maps are discardable attributes {@code src_map}, {@code dst_map}, {@code tag_map}.
   */
  public static final OpDef DMA_START =
      OpSpec.define("affine.dma_start", AffineDmaOp::new)
          .variadicOperand("operands", TypeConstraint.ANY)
          .assembly(syntax(AffineDmaOp::parseDmaStart, AffineDmaOp::printDmaStart))
          .verifier(AffineDmaOp::verifyDmaStart)
          .build();

  /** {@code affine.dma_wait %tag[..], %n : memref-type}. */
  public static final OpDef DMA_WAIT =
      OpSpec.define("affine.dma_wait", AffineDmaOp::new)
          .variadicOperand("operands", TypeConstraint.ANY)
          .assembly(syntax((p, state) -> {
              UnresolvedOperand tag = p.parseOperand();
              Access a = parseAccess(p, state, "tag_map");
              p.parseComma();
              UnresolvedOperand n = p.parseOperand();
              p.parseColon();
              int offset = p.currentOffset();
              Type t = p.parseType();
              if (!(t instanceof MemRefType)) {
                throw p.emitError(offset, "expected tag to be of memref type");
              }
              state.addOperand(p.resolveOperand(tag, t));
              state.operands.addAll(a.indices());
              state.addOperand(p.resolveOperand(n, IndexType.get(p.context())));
            }, (op, p) -> {
              p.print(' ');
              int end = printAccess(op, p, 0, "tag_map");
              p.print(", ");
              p.printOperand(op.operand(end));
              p.print(" : ");
              p.printType(op.operand(0).type());
            }))
          .verifier(AffineDmaOp::verifyDmaWait)
          .build();

  /** {@code affine.prefetch %m[..], read|write, locality<N>, data|instr : memref-type}. */
  public static final OpDef PREFETCH =
      OpSpec.define("affine.prefetch", AffineDmaOp::new)
          .operand("memref", new TypeConstraint("memref of any type values", t -> t instanceof MemRefType))
          .variadicOperand("indices", TypeConstraint.INDEX)
          .attr("isWrite", AttrConstraint.of("bool attribute", a -> a instanceof IntegerAttr i && i.isBool()))
          .attr(
              "localityHint",
              AttrConstraint.of(
                  "32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3",
                  a -> a instanceof IntegerAttr i && i.type() instanceof IntegerType it && it.width() == 32
                      && i.longValue() >= 0 && i.longValue() <= 3))
          .attr("isDataCache", AttrConstraint.of("bool attribute", a -> a instanceof IntegerAttr i && i.isBool()))
          .attr("map", AffineMapOp.AFFINE_MAP)
          .assembly(syntax(AffineDmaOp::parsePrefetch, (op, p) -> {
              p.print(' ');
              printAccess(op, p, 0, "map");
              p.print(((IntegerAttr) op.attr("isWrite")).boolValue() ? ", write" : ", read");
              p.print(", locality<" + ((IntegerAttr) op.attr("localityHint")).longValue() + ">");
              p.print(((IntegerAttr) op.attr("isDataCache")).boolValue() ? ", data" : ", instr");
              p.printOptionalAttrDict(op.attrDictionary().entries(), List.of("map", "localityHint", "isDataCache", "isWrite"));
              p.print(" : ");
              p.printType(op.operand(0).type());
            }))
          .verifier(AffineDmaOp::verifyPrefetch)
          .extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class, AffinePatterns.memoryOp("affine.prefetch"))
          .build();

  private AffineDmaOp() {}

  private static OpDef.Assembly syntax(
      java.util.function.BiConsumer<OpAsmParser, OperationState> parse, java.util.function.BiConsumer<Operation, OpAsmPrinter> print) {
    return new OpDef.Assembly() {
      @Override
      public void parse(OpAsmParser p, OperationState state) {
        parse.accept(p, state);
      }

      @Override
      public void print(Operation op, OpAsmPrinter p) {
        print.accept(op, p);
      }
    };
  }

  /**
   * Unknown effects on every memref, as MLIR's DMA ops. MLIR's prefetch declares no effects at all,
   * so it is never dead nor merged: it reads and writes its memref here.
   */
  @Override
  public List<Effect> effects() {
    if (def() == PREFETCH) {
      return List.of(new Read(operand(0)), new Write(operand(0)));
    }
    List<Effect> effects = new ArrayList<>();
    for (Value v : operands()) {
      if (v.type() instanceof MemRefType) {
        effects.add(new Read(v));
        effects.add(new Write(v));
      }
    }
    return effects;
  }

  private record Access(List<Value> indices) {}

  /** {@code [subscripts]} after a memref operand; records the map as {@code attrName}. */
  private static Access parseAccess(OpAsmParser p, OperationState state, String attrName) {
    SsaAffineOperands ssa = new SsaAffineOperands(p);
    List<AffineExpr> exprs = p.parseAffineExprsOfSSAIds(Delimiter.SQUARE, ssa);
    List<Value> indices = new ArrayList<>();
    ssa.resolveInto(indices);
    state.addAttribute(attrName, AffineMapAttr.get(p.context(), ssa.map(exprs)));
    return new Access(indices);
  }

  /** Prints the memref at {@code memrefIndex} and its subscripts; returns the index after them. */
  private static int printAccess(Operation op, OpAsmPrinter p, int memrefIndex, String attrName) {
    AffineMap map = ((AffineMapAttr) op.attr(attrName)).map();
    int first = memrefIndex + 1;
    int end = Math.min(first + map.numInputs(), op.numOperands());
    List<Value> operands = op.operands().subList(first, end);
    p.printOperand(op.operand(memrefIndex));
    SsaAffineOperands.printSubscripts(p, map, operands);
    return end;
  }

  private static void parseDmaStart(OpAsmParser p, OperationState state) {
    MLIRContext ctx = p.context();
    IndexType index = IndexType.get(ctx);
    UnresolvedOperand src = p.parseOperand();
    Access srcAccess = parseAccess(p, state, "src_map");
    p.parseComma();
    UnresolvedOperand dst = p.parseOperand();
    Access dstAccess = parseAccess(p, state, "dst_map");
    p.parseComma();
    UnresolvedOperand tag = p.parseOperand();
    Access tagAccess = parseAccess(p, state, "tag_map");
    p.parseComma();
    UnresolvedOperand n = p.parseOperand();
    List<UnresolvedOperand> strideInfo = new ArrayList<>();
    while (p.parseOptionalComma()) {
      strideInfo.add(p.parseOperand());
    }
    if (!strideInfo.isEmpty() && strideInfo.size() != 2) {
      throw p.emitError(p.nameOffset(), "expected two stride related operands");
    }
    p.parseColon();
    int offset = p.currentOffset();
    List<Type> types = new ArrayList<>();
    do {
      types.add(p.parseType());
    } while (p.parseOptionalComma());
    if (types.size() != 3) {
      throw p.emitError(offset, "expected three types");
    }
    state.addOperand(p.resolveOperand(src, types.get(0)));
    state.operands.addAll(srcAccess.indices());
    state.addOperand(p.resolveOperand(dst, types.get(1)));
    state.operands.addAll(dstAccess.indices());
    state.addOperand(p.resolveOperand(tag, types.get(2)));
    state.operands.addAll(tagAccess.indices());
    state.addOperand(p.resolveOperand(n, index));
    for (UnresolvedOperand s : strideInfo) {
      state.addOperand(p.resolveOperand(s, index));
    }
  }

  private static AffineMap mapOf(Operation op, String name) {
    return op.attr(name) instanceof AffineMapAttr m ? m.map() : null;
  }

  private static void printDmaStart(Operation op, OpAsmPrinter p) {
    p.print(' ');
    int dst = printAccess(op, p, 0, "src_map");
    p.print(", ");
    int tag = printAccess(op, p, dst, "dst_map");
    p.print(", ");
    int n = printAccess(op, p, tag, "tag_map");
    p.print(", ");
    p.printOperand(op.operand(n));
    if (op.numOperands() > n + 1) {
      p.print(", ");
      p.printOperand(op.operand(n + 1));
      p.print(", ");
      p.printOperand(op.operand(n + 2));
    }
    p.print(" : ");
    p.printType(op.operand(0).type());
    p.print(", ");
    p.printType(op.operand(dst).type());
    p.print(", ");
    p.printType(op.operand(tag).type());
  }

  private static boolean verifyDmaStart(Operation op) {
    AffineMap[] maps = {mapOf(op, "src_map"), mapOf(op, "dst_map"), mapOf(op, "tag_map")};
    String[] names = {"source", "destination", "tag"};
    String[] short_ = {"src", "dst", "tag"};
    int at = 0;
    int inputs = 0;
    for (AffineMap m : maps) {
      if (m == null) {
        return op.emitOpError("requires affine map attributes 'src_map', 'dst_map' and 'tag_map'").report();
      }
      inputs += m.numInputs();
    }
    if (op.numOperands() != inputs + 4 && op.numOperands() != inputs + 6) {
      return op.emitOpError("incorrect number of operands").report();
    }
    Region scope = AffineValidity.affineScope(op);
    for (int k = 0; k < 3; k++) {
      if (!(op.operand(at).type() instanceof MemRefType)) {
        return op.emitOpError("expected DMA " + names[k] + " to be of memref type").report();
      }
      for (Value idx : op.operands().subList(at + 1, at + 1 + maps[k].numInputs())) {
        if (!(idx.type() instanceof IndexType)) {
          return op.emitOpError(short_[k] + " index to dma_start must have 'index' type").report();
        }
        if (!AffineValidity.isValidIndex(idx, scope)) {
          return op.emitOpError(short_[k] + " index must be a dimension or symbol identifier").report();
        }
      }
      at += 1 + maps[k].numInputs();
    }
    return true;
  }

  private static boolean verifyDmaWait(Operation op) {
    AffineMap map = mapOf(op, "tag_map");
    if (map == null || op.numOperands() != map.numInputs() + 2) {
      return op.emitOpError("incorrect number of operands").report();
    }
    if (!(op.operand(0).type() instanceof MemRefType)) {
      return op.emitOpError("expected DMA tag to be of memref type").report();
    }
    Region scope = AffineValidity.affineScope(op);
    for (Value idx : op.operands().subList(1, 1 + map.numInputs())) {
      if (!(idx.type() instanceof IndexType)) {
        return op.emitOpError("index to dma_wait must have 'index' type").report();
      }
      if (!AffineValidity.isValidIndex(idx, scope)) {
        return op.emitOpError("index must be a dimension or symbol identifier").report();
      }
    }
    return true;
  }

  private static void parsePrefetch(OpAsmParser p, OperationState state) {
    MLIRContext ctx = p.context();
    UnresolvedOperand memref = p.parseOperand();
    Access access = parseAccess(p, state, "map");
    p.parseComma();
    String rw = p.parseOptionalKeyword();
    p.parseComma();
    p.parseKeyword("locality");
    p.parseLess();
    Attribute hint = p.parseAttribute(IntegerType.get(ctx, 32));
    p.parseGreater();
    p.parseComma();
    String cache = p.parseOptionalKeyword();
    p.parseOptionalAttrDict(state.attributes);
    p.parseColon();
    Type t = p.parseType();
    if (!"read".equals(rw) && !"write".equals(rw)) {
      throw p.emitError(p.nameOffset(), "rw specifier has to be 'read' or 'write'");
    }
    if (!"data".equals(cache) && !"instr".equals(cache)) {
      throw p.emitError(p.nameOffset(), "cache type has to be 'data' or 'instr'");
    }
    state.addAttribute("localityHint", hint);
    state.addAttribute("isWrite", IntegerAttr.bool(ctx, rw.equals("write")));
    state.addAttribute("isDataCache", IntegerAttr.bool(ctx, cache.equals("data")));
    state.addOperand(p.resolveOperand(memref, t));
    state.operands.addAll(access.indices());
  }

  private static boolean verifyPrefetch(Operation op) {
    AffineMap map = mapOf(op, "map");
    MemRefType type = (MemRefType) op.operand(0).type();
    if (map.numResults() != type.rank()) {
      return op.emitOpError("affine.prefetch affine map num results must equal memref rank").report();
    }
    if (map.numInputs() + 1 != op.numOperands()) {
      return op.emitOpError("too few operands").report();
    }
    Region scope = AffineValidity.affineScope(op);
    for (Value idx : op.operands().subList(1, op.numOperands())) {
      if (!AffineValidity.isValidIndex(idx, scope)) {
        return op.emitOpError("index must be a dimension or symbol identifier").report();
      }
    }
    return true;
  }
}
