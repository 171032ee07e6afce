package org.jmlir.dialect.bufferization;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.dialect.memref.MemRefBuilders;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.dialect.utils.StridedLayouts;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.BaseMemRefType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.UnrankedMemRefType;

/**
 * The folders and canonicalization patterns of {@code to_tensor}, {@code to_buffer} and {@code clone}
 * (MLIR 22's BufferizationOps.cpp): the to_tensor/to_buffer round trips, dims and loads through
 * them, tensor.cast before to_buffer, casts before clone, and SimplifyClones.
 */
final class BufferizationFolds {
  private BufferizationFolds() {}

  // ---- folders -------------------------------------------------------------------------------

  /** to_tensor(to_buffer(t)) is t when the to_buffer is the op right before. */
  static List<OpFoldResult> foldToTensor(Operation op, List<Attribute> operands) {
    Operation d = op.operand(0).definingOp();
    if (d instanceof BufferizationOps.ToBuffer && d.block() == op.block() && d.nextInBlock() == op) {
      return List.of(OpFoldResult.of(d.operand(0)));
    }
    return null;
  }

  /** to_buffer(to_tensor(m)) is m when the types agree. */
  static List<OpFoldResult> foldToBuffer(Operation op, List<Attribute> operands) {
    Operation d = op.operand(0).definingOp();
    if (d instanceof BufferizationOps.ToTensor && d.operand(0).type() == op.result(0).type()) {
      return List.of(OpFoldResult.of(d.operand(0)));
    }
    return null;
  }

  /** clone bypasses a memref.cast of a ranked memref (MLIR's foldMemRefCast). */
  static List<OpFoldResult> foldClone(Operation op, List<Attribute> operands) {
    Operation d = op.operand(0).definingOp();
    if (d != null && d.name().equals("memref.cast") && !(d.operand(0).type() instanceof UnrankedMemRefType)) {
      op.setOperand(0, d.operand(0));
      return org.jmlir.dialect.utils.ShapedFolds.inPlace();
    }
    return null;
  }

  // ---- patterns ------------------------------------------------------------------------------

  static List<RewritePattern> toTensorPatterns() {
    return List.of(new NamedPattern("DimOfToTensorFolder", "tensor.dim", 1, BufferizationFolds::dimOfToTensor));
  }

  static List<RewritePattern> toBufferPatterns() {
    return List.of(
        new NamedPattern("DimOfCastOp", "memref.dim", 1, BufferizationFolds::dimOfToBuffer),
        new NamedPattern("LoadOfToBuffer", "memref.load", 1, BufferizationFolds::loadOfToBuffer),
        new NamedPattern("ToBufferOfCast", "bufferization.to_buffer", 1, BufferizationFolds::toBufferOfCast),
        new NamedPattern("ToBufferToTensorFolding", "bufferization.to_buffer", 1, BufferizationFolds::toBufferToTensor));
  }

  static List<RewritePattern> clonePatterns() {
    return List.of(new NamedPattern("SimplifyClones", "bufferization.clone", 1, BufferizationFolds::simplifyClones));
  }

  private static Operation create(PatternRewriter rw, String name, Location loc, List<? extends Value> operands, List<? extends Type> types) {
    OperationState s = new OperationState(rw.context(), rw.context().opDef(name), loc);
    s.addOperands(new ArrayList<>(operands));
    s.addTypes(new ArrayList<>(types));
    return rw.create(s);
  }

  /** tensor.dim of a to_tensor is the memref.dim of its buffer. */
  private static boolean dimOfToTensor(Operation dim, PatternRewriter rw) {
    if (!(dim.operand(0).definingOp() instanceof BufferizationOps.ToTensor t)) {
      return false;
    }
    rw.setInsertionPoint(dim);
    Operation n = create(rw, "memref.dim", dim.location(), List.of(t.operand(0), dim.operand(1)), List.of(dim.result(0).type()));
    rw.replaceOp(dim, n.results());
    return true;
  }

  /** memref.dim of a to_buffer is the tensor.dim of its tensor. */
  private static boolean dimOfToBuffer(Operation dim, PatternRewriter rw) {
    if (!(dim.operand(0).definingOp() instanceof BufferizationOps.ToBuffer b)) {
      return false;
    }
    rw.setInsertionPoint(dim);
    Operation n = create(rw, "tensor.dim", dim.location(), List.of(b.operand(0), dim.operand(1)), List.of(dim.result(0).type()));
    rw.replaceOp(dim, n.results());
    return true;
  }

  /** memref.load of a to_buffer is a tensor.extract of its tensor. */
  private static boolean loadOfToBuffer(Operation load, PatternRewriter rw) {
    if (!(load.operand(0).definingOp() instanceof BufferizationOps.ToBuffer b)) {
      return false;
    }
    rw.setInsertionPoint(load);
    List<Value> operands = new ArrayList<>();
    operands.add(b.operand(0));
    operands.addAll(load.operands().subList(1, load.numOperands()));
    Operation n = create(rw, "tensor.extract", load.location(), operands, List.of(load.result(0).type()));
    rw.replaceOp(load, n.results());
    return true;
  }

  /** to_buffer(tensor.cast(t)) is memref.cast(to_buffer(t)), the new to_buffer typed after t. */
  private static boolean toBufferOfCast(Operation op, PatternRewriter rw) {
    Operation cast = op.operand(0).definingOp();
    if (cast == null || !cast.name().equals("tensor.cast") || !(cast.operand(0).type() instanceof RankedTensorType src)
        || !(op.result(0).type() instanceof BaseMemRefType out)) {
      return false;
    }
    Attribute layout = out instanceof MemRefType m ? m.layout() : null;
    MemRefType type = MemRefType.get(op.context(), src.shape(), src.elementType(), layout, out.memorySpace());
    rw.setInsertionPoint(op);
    OperationState s = new OperationState(op.context(), BufferizationOps.TO_BUFFER, op.location());
    s.addOperand(cast.operand(0)).addType(type);
    if (op.attr("read_only") != null) {
      s.addAttribute("read_only", op.attr("read_only"));
    }
    Value buffer = rw.create(s).result(0);
    Operation c = create(rw, "memref.cast", op.location(), List.of(buffer), List.of(op.result(0).type()));
    rw.replaceOp(op, c.results());
    return true;
  }

  /** MLIR's foldToBufferToTensorPair: to_buffer(to_tensor(m)) is m, a cast of it, or a copy. */
  private static boolean toBufferToTensor(Operation op, PatternRewriter rw) {
    if (!(op.operand(0).definingOp() instanceof BufferizationOps.ToTensor t)) {
      return false;
    }
    Value buffer = t.operand(0);
    Type src = buffer.type();
    Type dest = op.result(0).type();
    if (src == dest) {
      rw.replaceOp(op, List.of(buffer));
      return true;
    }
    rw.setInsertionPoint(op);
    if (src instanceof MemRefType s && dest instanceof MemRefType d) {
      Value r = castOrRealloc(rw, op.location(), buffer, s, d);
      if (r == null) {
        return false;
      }
      rw.replaceOp(op, List.of(r));
      return true;
    }
    if (src instanceof UnrankedMemRefType && dest instanceof MemRefType) {
      return false;
    }
    rw.replaceOp(op, create(rw, "memref.cast", op.location(), List.of(buffer), List.of(dest)).results());
    return true;
  }

  /** MLIR's castOrReallocMemRefValue (alignment 0): a cast that cannot fail at run time, else alloc + copy. */
  private static Value castOrRealloc(PatternRewriter rw, Location loc, Value value, MemRefType src, MemRefType dest) {
    if (src.elementType() != dest.elementType() || src.rank() != dest.rank()) {
      return null;
    }
    if (castCompatible(src, dest) && guaranteedCastCompatible(src, dest)) {
      return create(rw, "memref.cast", loc, List.of(value), List.of(dest)).result(0);
    }
    List<Value> dynamic = new ArrayList<>();
    for (int i = 0; i < dest.rank(); i++) {
      if (dest.shape()[i] == ShapedType.DYNAMIC) {
        Value idx = MemRefBuilders.constantIndex(rw, loc, i);
        dynamic.add(create(rw, "memref.dim", loc, List.of(value, idx), List.of(IndexType.get(rw.context()))).result(0));
      }
    }
    OperationState s = new OperationState(rw.context(), rw.context().opDef("memref.alloc"), loc);
    s.addOperands(dynamic);
    s.addAttribute(OperandSegments.ATTR, OperandSegments.sizesAttr(rw.context(), dynamic.size(), 0));
    s.addType(dest);
    Value copy = rw.create(s).result(0);
    create(rw, "memref.copy", loc, List.of(value, copy), List.of());
    return copy;
  }

  /** MLIR's memref::CastOp::areCastCompatible. */
  private static boolean castCompatible(Type a, Type b) {
    return org.jmlir.dialect.memref.CastOp.areCastCompatible(a, b);
  }

  /** No dynamic offset or stride becomes static. */
  private static boolean guaranteedCastCompatible(MemRefType source, MemRefType target) {
    StridedLayouts.Strided s = StridedLayouts.stridesOf(source);
    StridedLayouts.Strided t = StridedLayouts.stridesOf(target);
    if (s == null || t == null) {
      return false;
    }
    if (s.offset() == ShapedType.DYNAMIC && t.offset() != ShapedType.DYNAMIC) {
      return false;
    }
    for (int i = 0; i < Math.min(s.strides().length, t.strides().length); i++) {
      if (s.strides()[i] == ShapedType.DYNAMIC && t.strides()[i] != ShapedType.DYNAMIC) {
        return false;
      }
    }
    return true;
  }

  /** The ops that free an operand (MLIR's Free effect): memref.dealloc, memref.realloc, bufferization.dealloc. */
  private static boolean frees(Operation op, Value v) {
    return switch (op.name()) {
      case "memref.dealloc", "memref.realloc" -> op.operand(0) == v;
      case "bufferization.dealloc" -> DeallocCanonicalization.memrefs(op).contains(v);
      default -> false;
    };
  }

  private static boolean freesAnything(Operation op) {
    return op.name().equals("memref.dealloc") || op.name().equals("memref.realloc") || op.name().equals("bufferization.dealloc");
  }

  /** MLIR's findDealloc: {the single user freeing v, or null when none}; null when several do. */
  private static Operation[] findDealloc(Value v) {
    Operation found = null;
    for (OpOperand u = v.firstUse(); u != null; u = u.nextUse()) {
      if (!frees(u.owner(), v)) {
        continue;
      }
      if (found != null) {
        return null;
      }
      found = u.owner();
    }
    return new Operation[] {found};
  }

  /** MLIR's SimplifyClones: a clone whose source or clone is freed in its block becomes the source (cast). */
  private static boolean simplifyClones(Operation clone, PatternRewriter rw) {
    if (clone.result(0).hasNoUses()) {
      rw.eraseOp(clone);
      return true;
    }
    Value source = clone.operand(0);
    Type cloneType = clone.result(0).type();
    if (source.type() != cloneType && !castCompatible(source.type(), cloneType)) {
      return false;
    }
    Value canonical = source;
    while (canonical.definingOp() != null && DeallocCanonicalization.isViewLike(canonical.definingOp())
        && canonical == canonical.definingOp().result(0)) {
      canonical = canonical.definingOp().operand(0);
    }
    Operation[] cloneDealloc = findDealloc(clone.result(0));
    if (cloneDealloc == null) {
      return false;
    }
    Operation[] sourceDealloc = findDealloc(canonical);
    if (sourceDealloc == null) {
      return false;
    }
    Operation cd = cloneDealloc[0];
    Operation sd = sourceDealloc[0];
    if (cd != null && sd != null && cd.block() == sd.block()) {
      return false;
    }
    Operation redundant = null;
    if (cd != null && cd.block() == clone.block()) {
      redundant = cd;
    } else if (sd != null && sd.block() == clone.block()) {
      redundant = sd;
    }
    if (redundant == null || !redundant.name().equals("memref.dealloc")) {
      return false;
    }
    for (Operation pos = clone.nextInBlock(); pos != redundant; pos = pos.nextInBlock()) {
      if (pos == null || freesAnything(pos)) {
        return false;
      }
    }
    rw.setInsertionPoint(clone);
    if (source.type() != cloneType) {
      source = create(rw, "memref.cast", clone.location(), List.of(source), List.of(cloneType)).result(0);
    }
    rw.replaceOp(clone, List.of(source));
    rw.eraseOp(redundant);
    return true;
  }
}
