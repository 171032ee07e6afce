package org.jmlir.dialect.bufferization.oneshot;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jmlir.dialect.memref.GlobalOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.OpResult;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.print.AttrTypeText;
import org.jmlir.ir.type.BaseMemRefType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.TensorType;
import org.jmlir.ir.type.Type;

/** Bufferization models of arith.constant, arith.select and the bufferization ops. */
final class MiscModels {
  private MiscModels() {}

  static void register(Map<String, BufferizableOpModel> m) {
    m.put("arith.constant", new ConstantModel());
    m.put("arith.select", new SelectModel());
    m.put("arith.index_cast", new IndexCastModel());
    m.put("bufferization.to_tensor", new BufferizationModels.Passive() {
      @Override
      public boolean isWritable(Value v, AnalysisState s) {
        return AnalysisState.ownerOf(v).attr("writable") != null;
      }

      @Override
      public Type bufferType(Value v, Bufferizer b, List<Value> stack) {
        return AnalysisState.ownerOf(v).operand(0).type();
      }

      @Override
      public boolean bufferize(Operation op, Bufferizer b) {
        return true;
      }
    });
    m.put("bufferization.to_buffer", new BufferizationModels.Access(BufferizationModels.Access.ALL, BufferizationModels.Access.NONE,
        BufferizationModels.Access.NO_ALIAS) {
      @Override
      public boolean bufferizesToMemoryWrite(OpOperand o, AnalysisState s) {
        return o.owner().attr("read_only") == null;
      }

      @Override
      public boolean bufferize(Operation op, Bufferizer b) {
        b.foldToBufferToTensor(op);
        return true;
      }
    });
    // dealloc_tensor neither reads nor writes its tensor; it becomes a memref.dealloc of the buffer.
    m.put("bufferization.dealloc_tensor", BufferizationModels.model(false, false, BufferizationModels.Access.NO_ALIAS, (op, b) -> {
      Value buffer = b.getBuffer(op.operand(0));
      b.rewriter().setInsertionPoint(op);
      b.create("memref.dealloc", op.location(), List.of(buffer), List.of());
      b.rewriter().eraseOp(op);
      return true;
    }));
    m.put("bufferization.alloc_tensor", new AllocTensorModel());
    m.put("bufferization.materialize_in_destination", new MaterializeModel());
  }

  static final class AllocTensorModel extends TensorModels.AllocationModel {
    @Override
    public boolean resultBufferizesToMemoryWrite(OpResult r, AnalysisState s) {
      return BufferizationModels.allocTensorCopy(r.owner()) != null;
    }

    @Override
    public boolean bufferize(Operation op, Bufferizer b) {
      if (op.result(0).hasNoUses()) {
        b.rewriter().eraseOp(op);
        return true;
      }
      Value copy = BufferizationModels.allocTensorCopy(op);
      Value copyBuffer = copy == null ? null : b.getBuffer(copy);
      MemRefType t = (MemRefType) b.bufferType(op.result(0));
      List<Value> dyn = new ArrayList<>();
      if (copy == null) {
        dyn.addAll(op.operands().subList(0, ShapeReification.countDynamic(t)));
      } else {
        dyn.addAll(b.dynamicDims(op.location(), copyBuffer));
      }
      Value alloc = b.createAlloc(op.location(), t, dyn);
      if (copyBuffer != null) {
        b.createCopy(op.location(), copyBuffer, alloc);
      }
      b.replaceOp(op, List.of(alloc));
      return true;
    }

    /** MLIR's AllocTensorOp::getBufferType: its memory_space, else the copy's, else the default one. */
    @Override
    public Type bufferType(Value v, Bufferizer b, List<Value> stack) {
      Operation op = AnalysisState.ownerOf(v);
      RankedTensorType t = (RankedTensorType) v.type();
      Attribute space = op.attr("memory_space");
      Value copy = BufferizationModels.allocTensorCopy(op);
      if (space == null && copy != null) {
        space = ((BaseMemRefType) b.bufferType(copy, stack)).memorySpace();
      } else if (space == null) {
        space = b.defaultMemorySpace(t, op);
      }
      return b.identityType(t, space);
    }
  }

  static final class ConstantModel extends BufferizationModels.Passive {
    @Override
    public boolean isWritable(Value v, AnalysisState s) {
      return false;
    }

    @Override
    public boolean bufferizesToAllocation(Value v) {
      return true;
    }

    @Override
    public Type bufferType(Value v, Bufferizer b, List<Value> stack) {
      return b.identityType((RankedTensorType) v.type(), null);
    }

    @Override
    public boolean bufferize(Operation op, Bufferizer b) {
      if (!(op.result(0).type() instanceof RankedTensorType t)) {
        return false;
      }
      Operation module = op.parentOp();
      while (module != null && !module.name().equals("builtin.module")) {
        module = module.parentOp();
      }
      if (module == null) {
        return false;
      }
      Operation global = globalFor(b, module, op, t);
      MemRefType mt = b.identityType(t, null);
      OperationState s = b.state("memref.get_global", op.location());
      s.addAttribute("name", org.jmlir.ir.attr.SymbolRefAttr.get(b.context(), ((StringAttr) global.attr("sym_name")).value()));
      s.addType(mt);
      Operation g = b.create(s);
      b.replaceOp(op, List.of(g.result(0)));
      return true;
    }

    /** MLIR's getGlobalFor: an existing constant global with the value and alignment, or a new private one. */
    private static Operation globalFor(Bufferizer b, Operation module, Operation constant, RankedTensorType t) {
      MLIRContext ctx = b.context();
      Attribute value = constant.attr("value");
      Block body = module.region(0).front();
      long align = b.options().bufferAlignment();
      for (Operation o : body) {
        if (o instanceof GlobalOp && o.attr("constant") != null && o.attr("initial_value") == value) {
          Attribute a = o.attr("alignment");
          long oa = a instanceof IntegerAttr i ? i.value().longValue() : 0;
          if (oa == align) {
            return o;
          }
        }
      }
      StringBuilder name = new StringBuilder("__constant_");
      long[] shape = t.shape();
      for (int i = 0; i < shape.length; i++) {
        name.append(i > 0 ? "x" : "").append(shape[i]);
      }
      name.append('x').append(AttrTypeText.type(t.elementType()));
      String base = name.toString();
      String unique = base;
      for (int k = 0; org.jmlir.ir.SymbolTable.lookupSymbolIn(module, unique) != null; k++) {
        unique = base + "_" + k;
      }
      OperationState s = b.state("memref.global", constant.location());
      s.addAttribute("sym_name", StringAttr.get(ctx, unique));
      s.addAttribute("sym_visibility", StringAttr.get(ctx, "private"));
      s.addAttribute("type", TypeAttr.get(ctx, b.identityType(t, null)));
      s.addAttribute("initial_value", value);
      s.addAttribute("constant", UnitAttr.get(ctx));
      if (align != 0) {
        s.addAttribute("alignment", IntegerAttr.get(ctx, IntegerType.get(ctx, 64), align));
      }
      Operation g = Operation.create(s);
      body.insertBefore(body.first(), g);
      return g;
    }
  }

  /** arith.index_cast on tensors: a cast of the source buffer to the new element type, same layout. */
  static final class IndexCastModel extends TensorModels.ViewModel {
    IndexCastModel() {
      super(Relation.EQUIVALENT);
    }

    @Override
    public Type bufferType(Value v, Bufferizer b, List<Value> stack) {
      Operation op = AnalysisState.ownerOf(v);
      Type src = b.bufferType(op.operand(0), stack);
      TensorType rt = (TensorType) v.type();
      if (src instanceof MemRefType m) {
        return MemRefType.get(b.context(), ((RankedTensorType) rt).shape(), rt.elementType(), m.layout(), m.memorySpace());
      }
      return org.jmlir.ir.type.UnrankedMemRefType.get(b.context(), rt.elementType(), ((BaseMemRefType) src).memorySpace());
    }

    @Override
    public boolean bufferize(Operation op, Bufferizer b) {
      Value src = b.getBuffer(op.operand(0));
      return TensorModels.replaceWith(b, op, "arith.index_cast", List.of(src), b.bufferType(op.result(0)));
    }
  }

  static final class SelectModel extends BufferizationModels.Access {
    SelectModel() {
      super(NONE, NONE, (o, s) -> o.index() == 0 ? List.of() : List.of(new AliasingValue(o.owner().result(0), Relation.EQUIVALENT, false)));
    }

    @Override
    public Type bufferType(Value v, Bufferizer b, List<Value> stack) {
      Operation op = AnalysisState.ownerOf(v);
      Type t1 = b.bufferType(op.operand(1), stack);
      Type t2 = b.bufferType(op.operand(2), stack);
      if (t1 == t2) {
        return t1;
      }
      return b.fullyDynamicOrUnranked((TensorType) v.type(), ((BaseMemRefType) t1).memorySpace());
    }

    @Override
    public boolean bufferize(Operation op, Bufferizer b) {
      Value t = b.getBuffer(op.operand(1));
      Value f = b.getBuffer(op.operand(2));
      if (t.type() != f.type()) {
        Type target = b.bufferType(op.result(0));
        if (t.type() != target) {
          t = b.cast(op.location(), t, target);
        }
        if (f.type() != target) {
          f = b.cast(op.location(), f, target);
        }
      }
      OperationState s = new OperationState(op.context(), op.def(), op.location());
      s.addOperand(op.operand(0)).addOperand(t).addOperand(f);
      s.addType(t.type());
      s.attributes.addAll(op.attrDictionary().entries());
      Operation n = b.create(s);
      b.replaceOp(op, List.of(n.result(0)));
      return true;
    }
  }

  static final class MaterializeModel extends BufferizationModels.Access {
    MaterializeModel() {
      super(only(0), only(1), (o, s) -> o.index() == 1 && o.owner().numResults() == 1
          ? List.of(new AliasingValue(o.owner().result(0), Relation.EQUIVALENT, true)) : List.of());
    }

    /** The destination is written in place (MLIR's MaterializeInDestinationOp::mustBufferizeInPlace). */
    @Override
    public boolean mustBufferizeInPlace(OpOperand o, AnalysisState s) {
      return o.index() == 1;
    }

    /** Elements are copied from the source to the destination, each read once before its write (MLIR: true). */
    @Override
    public boolean bufferizesToElementwiseAccess(Operation op, AnalysisState state, List<OpOperand> operands) {
      return true;
    }

    @Override
    public boolean bufferize(Operation op, Bufferizer b) {
      Value dest = op.operand(1);
      Value destBuffer = dest.type() instanceof TensorType ? b.getBuffer(dest) : dest;
      Value src = b.getBuffer(op.operand(0));
      b.createCopy(op.location(), src, destBuffer);
      if (op.numResults() == 1) {
        b.replaceOp(op, List.of(destBuffer));
      } else {
        b.rewriter().eraseOp(op);
      }
      return true;
    }
  }
}
