package org.jmlir.dialect.bufferization.oneshot;

import static org.jmlir.dialect.bufferization.oneshot.BufferizationModels.readOnly;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.VectorType;

/** Bufferization models of vector.transfer_read / transfer_write on tensors (MLIR's vector BufferizableOpInterfaceImpl). */
final class VectorModels {
  private VectorModels() {}

  static void register(Map<String, BufferizableOpModel> m) {
    m.put("vector.transfer_read", readOnly((op, b) -> {
      List<Value> operands = new ArrayList<>(op.operands());
      operands.set(0, b.getBuffer(op.operand(0)));
      OperationState s = new OperationState(op.context(), op.def(), op.location());
      s.addOperands(operands);
      s.addTypes(op.resultTypes());
      s.attributes.addAll(op.attrDictionary().entries());
      Operation n = b.create(s);
      b.replaceOp(op, List.of(n.result(0)));
      return true;
    }));
    m.put("vector.transfer_write", new TensorModels.DestinationModel(1) {
      /** The destination is not read when the unmasked write at offset 0 covers all of it. */
      @Override
      public boolean bufferizesToMemoryRead(OpOperand o, AnalysisState s) {
        Operation op = o.owner();
        if (o.index() != 1) {
          return true;
        }
        long[] shape = ((ShapedType) op.operand(1).type()).shape();
        long[] vshape = ((VectorType) op.operand(0).type()).shape();
        int[][] g = ((org.jmlir.ir.ods.OpSpec) op.def().extension(org.jmlir.ir.ods.OpSpec.class)).operandGroups(op);
        if (g[3][1] > 0 || shape.length != vshape.length) {
          return true;
        }
        for (int i = 0; i < g[2][1]; i++) {
          Long c = TensorModels.constantInt(op.operand(g[2][0] + i));
          if (c == null || c != 0) {
            return true;
          }
        }
        for (int i = 0; i < shape.length; i++) {
          if (shape[i] == ShapedType.DYNAMIC || shape[i] > vshape[i]) {
            return true;
          }
        }
        return false;
      }

      @Override
      public boolean bufferize(Operation op, Bufferizer b) {
        Value buffer = b.getBuffer(op.operand(1));
        List<Value> operands = new ArrayList<>(op.operands());
        operands.set(1, buffer);
        OperationState s = new OperationState(op.context(), op.def(), op.location());
        s.addOperands(operands);
        s.attributes.addAll(op.attrDictionary().entries());
        b.create(s);
        b.replaceOp(op, List.of(buffer));
        return true;
      }
    });
  }
}
