package org.jmlir.dialect.bufferization.oneshot;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jmlir.dialect.func.FuncOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.OpResult;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.SymbolTable;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.type.BaseMemRefType;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.TensorType;
import org.jmlir.ir.type.Type;

/** Bufferization models of func.func, func.call and func.return (MLIR's FuncBufferizableOpInterfaceImpl). */
final class FuncModels {
  private FuncModels() {}

  static void register(Map<String, BufferizableOpModel> m) {
    m.put("func.func", new FuncModel());
    m.put("func.return", BufferizationModels.model(true, false, (o, s) -> List.of(), (op, b) -> true));
    m.put("func.call", new CallModel());
  }

  static Attribute argAttr(Operation func, int i, String name) {
    if (func.inherentAttr("arg_attrs") instanceof ArrayAttr a && i < a.elements().size() && a.elements().get(i) instanceof DictionaryAttr d) {
      return d.get(name);
    }
    return null;
  }

  static void setArgAttr(Operation func, int i, String name, Attribute value) {
    MLIRContext ctx = func.context();
    int n = ((FuncOp) func).functionType().inputs().size();
    List<Attribute> dicts = new ArrayList<>();
    ArrayAttr old = func.inherentAttr("arg_attrs") instanceof ArrayAttr a ? a : null;
    for (int k = 0; k < n; k++) {
      DictionaryAttr d = old != null && k < old.elements().size() ? (DictionaryAttr) old.elements().get(k) : DictionaryAttr.empty(ctx);
      if (k == i) {
        List<NamedAttribute> entries = new ArrayList<>();
        for (NamedAttribute e : d.entries()) {
          if (!e.name().equals(name)) {
            entries.add(e);
          }
        }
        if (value != null) {
          entries.add(new NamedAttribute(name, value));
        }
        entries.sort((x, y) -> x.name().compareTo(y.name()));
        d = DictionaryAttr.get(ctx, entries);
      }
      dicts.add(d);
    }
    boolean allEmpty = dicts.stream().allMatch(d -> ((DictionaryAttr) d).entries().isEmpty());
    func.setAttr("arg_attrs", allEmpty ? null : ArrayAttr.get(ctx, dicts));
  }

  /** MLIR's getBufferizedFunctionArgType. */
  static Type funcArgType(Bufferizer b, Operation func, int i, TensorType t) {
    Type base = funcBoundaryType(b, t, func);
    if (argAttr(func, i, "bufferization.buffer_layout") instanceof org.jmlir.ir.attr.AffineMapAttr layout && t instanceof RankedTensorType r
        && base instanceof MemRefType m) {
      // MemRefType::get drops an identity layout.
      return MemRefType.get(b.context(), r.shape(), r.elementType(), layout.map().isIdentity() ? null : layout, m.memorySpace());
    }
    return base;
  }

  /** The boundary type of {@code t} in {@code func}'s signature, in the default memory space. */
  static Type funcBoundaryType(Bufferizer b, TensorType t, Operation func) {
    Attribute space = b.defaultMemorySpace(t, func);
    if (!(t instanceof RankedTensorType r)) {
      return b.fullyDynamicOrUnranked(t, space);
    }
    return b.options().functionBoundaryTypeConversion() == OneShotOptions.LayoutMapOption.IDENTITY_LAYOUT_MAP
        ? b.identityType(r, space) : b.fullyDynamicType(r, space);
  }

  static Operation callee(Operation call) {
    if (!(call.attr("callee") instanceof SymbolRefAttr s)) {
      return null;
    }
    Operation module = call.parentOp();
    while (module != null && !module.name().equals("builtin.module")) {
      module = module.parentOp();
    }
    if (module == null) {
      return null;
    }
    Operation f = SymbolTable.lookupSymbolIn(module, s.root());
    return f instanceof FuncOp ? f : null;
  }

  static final class FuncModel extends BufferizationModels.Passive {
    @Override
    public boolean isWritable(Value v, AnalysisState s) {
      if (v instanceof BlockArgument a) {
        Attribute w = argAttr(AnalysisState.ownerOf(v), a.index(), "bufferization.writable");
        if (w instanceof IntegerAttr i) {
          return i.value().signum() != 0;
        }
      }
      return true;
    }

    @Override
    public Type bufferType(Value v, Bufferizer b, List<Value> stack) {
      BlockArgument a = (BlockArgument) v;
      Operation func = AnalysisState.ownerOf(v);
      if (a.owner().isEntryBlock()) {
        return funcArgType(b, func, a.index(), (TensorType) v.type());
      }
      return b.defaultMemRefType((TensorType) v.type());
    }

    @Override
    public boolean bufferize(Operation op, Bufferizer b) {
      FuncOp f = (FuncOp) op;
      FunctionType ft = f.functionType();
      List<Type> args = new ArrayList<>();
      for (int i = 0; i < ft.inputs().size(); i++) {
        Type t = ft.inputs().get(i);
        args.add(t instanceof TensorType tt ? funcArgType(b, f, i, tt) : t);
      }
      List<Type> results = new ArrayList<>();
      for (Type t : ft.results()) {
        results.add(t instanceof TensorType tt ? funcBoundaryType(b, tt, f) : t);
      }
      FunctionType nt = FunctionType.get(b.context(), args, results);
      if (f.isExternal()) {
        f.setAttr("function_type", TypeAttr.get(b.context(), nt));
        return true;
      }
      for (Block block : f.region(0).blocks()) {
        bufferizeBlockSignature(b, block);
      }
      List<Operation> returns = new ArrayList<>();
      for (Block block : f.region(0).blocks()) {
        Operation t = block.terminator();
        if (t != null && t.name().equals("func.return")) {
          returns.add(t);
        }
      }
      for (Operation ret : returns) {
        b.rewriter().setInsertionPoint(ret);
        List<Value> vals = new ArrayList<>();
        for (int i = 0; i < ret.numOperands(); i++) {
          Value v = ret.operand(i);
          vals.add(v.type() instanceof TensorType
              ? b.create("bufferization.to_buffer", ret.location(), List.of(v), List.of(results.get(i))).result(0) : v);
        }
        ret.setOperands(vals);
      }
      f.setAttr("function_type", TypeAttr.get(b.context(), nt));
      return true;
    }
  }

  /** MLIR's bufferizeBlockSignature: tensor block arguments become buffers, used through to_tensor. */
  static void bufferizeBlockSignature(Bufferizer b, Block block) {
    b.rewriter().setInsertionPointToStart(block);
    for (BlockArgument a : block.arguments()) {
      if (!(a.type() instanceof TensorType tt)) {
        continue;
      }
      Type bt = b.bufferType(a);
      List<OpOperand> uses = new ArrayList<>(a.uses());
      a.setType(bt);
      if (uses.isEmpty()) {
        continue;
      }
      Value t = b.create("bufferization.to_tensor", a.location(), List.of(a), List.of(tt)).result(0);
      for (OpOperand u : uses) {
        u.set(t);
      }
    }
  }

  static final class CallModel implements BufferizableOpModel {
    @Override
    public boolean bufferizesToMemoryRead(OpOperand o, AnalysisState s) {
      Operation f = callee(o.owner());
      if (f == null || !s.funcs.analyzed(f)) {
        return true;
      }
      return s.funcs.read.get(f).contains(o.index());
    }

    @Override
    public boolean bufferizesToMemoryWrite(OpOperand o, AnalysisState s) {
      Operation f = callee(o.owner());
      if (f == null || !s.funcs.analyzed(f)) {
        return true;
      }
      return s.funcs.written.get(f).contains(o.index());
    }

    @Override
    public List<AliasingValue> aliasingValues(OpOperand o, AnalysisState s) {
      Operation call = o.owner();
      Operation f = callee(call);
      List<AliasingValue> r = new ArrayList<>();
      if (f == null || !s.funcs.analyzed(f)) {
        for (OpResult res : call.results()) {
          if (res.type() instanceof TensorType) {
            r.add(new AliasingValue(res, Relation.UNKNOWN, false));
          }
        }
        return r;
      }
      Set<Integer> results = s.funcs.aliasing(f, o.index());
      Integer equiv = results.size() == 1 ? s.funcs.equivalentArgs.get(f).get(results.iterator().next()) : null;
      for (int i : results) {
        r.add(new AliasingValue(call.result(i), equiv != null ? Relation.EQUIVALENT : Relation.UNKNOWN, equiv != null));
      }
      return r;
    }

    @Override
    public Type bufferType(Value v, Bufferizer b, List<Value> stack) {
      Operation f = callee(AnalysisState.ownerOf(v));
      int i = ((OpResult) v).index();
      if (f != null) {
        Type t = ((FuncOp) f).functionType().results().get(i);
        if (t instanceof BaseMemRefType) {
          return t;
        }
      }
      return funcBoundaryType(b, (TensorType) v.type(), AnalysisState.ownerOf(v));
    }

    @Override
    public boolean bufferize(Operation op, Bufferizer b) {
      List<Type> resultTypes = new ArrayList<>();
      for (OpResult r : op.results()) {
        resultTypes.add(r.type() instanceof TensorType ? b.bufferType(r) : r.type());
      }
      FuncOp f = (FuncOp) callee(op);
      if (f == null) {
        return op.emitError("expected a CallOp to a FuncOp").report();
      }
      FunctionType ft = f.functionType();
      List<Value> operands = new ArrayList<>();
      for (int i = 0; i < op.numOperands(); i++) {
        Value v = op.operand(i);
        if (!(v.type() instanceof TensorType)) {
          operands.add(v);
          continue;
        }
        Value buffer = b.getBuffer(v);
        Type want = ft.inputs().get(i);
        if (!(want instanceof BaseMemRefType)) {
          want = b.bufferType(v);
        }
        if (buffer.type() != want && want instanceof MemRefType mt && buffer.type() instanceof MemRefType) {
          buffer = b.castOrRealloc(buffer, mt);
        }
        operands.add(buffer);
      }
      OperationState s = new OperationState(op.context(), op.def(), op.location());
      s.addOperands(operands);
      s.addTypes(resultTypes);
      s.attributes.addAll(op.attrDictionary().entries());
      Operation n = b.create(s);
      b.replaceOp(op, new ArrayList<>(n.results()));
      return true;
    }
  }
}
