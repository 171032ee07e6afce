package org.jmlir.dialect.tf.transforms;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.dialect.tfexecutor.GraphOp;
import org.jmlir.dialect.tfexecutor.IslandOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/**
 * Small TensorFlow passes around graph export and device placement:
 *
 * <ul>
 *   <li>{@code tf-verify-for-export}: every function must be one block holding one
 *       {@code tf_executor.graph} whose islands each wrap one op (TensorFlow's
 *       VerifyExportSuitable, its errors).
 *   <li>{@code constant-op-device-assignment}: a {@code tf.Const} without a device is copied once per
 *       device its users name (the copies take that device); it goes when every user had one.
 *   <li>{@code tf-canonicalize-compile-and-replicate-attributes}: {@code _tpu_replicate = X} becomes
 *       {@code _replication_info = X} with {@code _xla_compile_device_type = "TPU"};
 *       {@code _XlaMustCompile = true} becomes {@code _xla_compile_device_type} = the type of the
 *       op's device.
 *   <li>{@code tf-print}: writes the IR to the output and changes nothing.
 * </ul>
 */
public final class ExportPreparationPasses extends Pass {
  private enum Kind { VERIFY_FOR_EXPORT, CONST_DEVICE, CANONICALIZE_COMPILE, PRINT }

  private static final String PREFIX = "functions must be of a single Graph with single op Islands: ";

  private final Kind kind;

  private ExportPreparationPasses(PassOptions o, Kind kind) {
    super(o);
    this.kind = kind;
  }

  public static ExportPreparationPasses verifyForExport(PassOptions o) {
    return new ExportPreparationPasses(o, Kind.VERIFY_FOR_EXPORT);
  }

  public static ExportPreparationPasses constantDevice(PassOptions o) {
    return new ExportPreparationPasses(o, Kind.CONST_DEVICE);
  }

  public static ExportPreparationPasses canonicalizeCompile(PassOptions o) {
    return new ExportPreparationPasses(o, Kind.CANONICALIZE_COMPILE);
  }

  public static ExportPreparationPasses print(PassOptions o) {
    return new ExportPreparationPasses(o, Kind.PRINT);
  }

  @Override
  public String argument() {
    return switch (kind) {
      case VERIFY_FOR_EXPORT -> "tf-verify-for-export";
      case CONST_DEVICE -> "constant-op-device-assignment";
      case CANONICALIZE_COMPILE -> "tf-canonicalize-compile-and-replicate-attributes";
      case PRINT -> "tf-print";
    };
  }

  @Override
  public String summary() {
    return switch (kind) {
      case VERIFY_FOR_EXPORT -> "Verifies module for export to TensorFlow graph";
      case CONST_DEVICE -> "Assign device for tf.Const ops";
      case CANONICALIZE_COMPILE -> "Canonicalize compilation and replication attributes.";
      case PRINT -> "Print MLIR module";
    };
  }

  @Override
  public void run(Operation root, PassContext pc) {
    boolean ok = switch (kind) {
      case VERIFY_FOR_EXPORT -> verifyForExport(root);
      case CONST_DEVICE -> assignConstantDevices(root);
      case CANONICALIZE_COMPILE -> canonicalizeCompile(root);
      case PRINT -> {
        pc.out().println(org.jmlir.ir.print.IRPrinter.print(root, org.jmlir.ir.print.PrintOptions.DEFAULT));
        yield true;
      }
    };
    if (!ok) {
      pc.signalFailure();
    }
  }

  private static boolean verifyForExport(Operation root) {
    for (Operation f : root.collect(op -> op.name().equals("func.func"))) {
      if (f.region(0).isEmpty()) {
        continue;
      }
      if (f.region(0).blocks().size() != 1) {
        return f.emitError(PREFIX + "only single block functions are supported").report();
      }
      Block body = f.region(0).front();
      if (!(body.first() instanceof GraphOp graph)) {
        return body.first().emitError(PREFIX + "first op in function is not a tf_executor.graph").report();
      }
      if (graph.nextInBlock() != body.last()) {
        return f.emitError(PREFIX + "function does not only contain a single tf_executor.graph").report();
      }
      for (Operation op : graph.body().operations()) {
        if (op instanceof IslandOp island && !island.wrapsSingleOp()) {
          return island.emitError(PREFIX + "tf_executor.island must perfectly wrap a single op").report();
        }
      }
    }
    return true;
  }

  private static boolean assignConstantDevices(Operation root) {
    for (Operation c : root.collect(op -> op.name().equals("tf.Const"))) {
      if (c.attr("device") instanceof StringAttr) {
        continue;
      }
      Map<String, Operation> byDevice = new LinkedHashMap<>();
      boolean allReplaced = true;
      for (OpOperand use : new ArrayList<>(c.result(0).uses())) {
        if (!(use.owner().attr("device") instanceof StringAttr device)) {
          allReplaced = false;
          continue;
        }
        Operation copy = byDevice.computeIfAbsent(device.value(), d -> {
          Operation clone = c.clone();
          clone.setAttr("device", device);
          c.block().insertBefore(c, clone);
          return clone;
        });
        use.set(copy.result(0));
      }
      if (allReplaced) {
        c.erase();
      }
    }
    return true;
  }

  private static final List<String> DEVICE_TYPES = List.of("", "CPU", "GPU", "TPU");

  private static boolean canonicalizeCompile(Operation root) {
    org.jmlir.ir.MLIRContext ctx = root.context();
    for (Operation op : root.collect(o -> true)) {
      Attribute replicate = op.attr("_tpu_replicate");
      if (replicate != null) {
        op.setAttr("_replication_info", replicate);
        op.removeAttr("_tpu_replicate");
        op.setAttr("_xla_compile_device_type", StringAttr.get(ctx, "TPU"));
      }
      Attribute must = op.attr("_XlaMustCompile");
      if (must == null) {
        continue;
      }
      boolean value = must instanceof IntegerAttr b && b.boolValue();
      op.removeAttr("_XlaMustCompile");
      if (!value) {
        if (op.attr("_xla_compile_device_type") != null) {
          return op.emitOpError("has both '_XlaMustCompile = false' and '_xla_compile_device_type' attribute which "
              + "contradicts each other").report();
        }
        continue;
      }
      if (op.attr("_xla_compile_device_type") != null) {
        continue;
      }
      if (!(op.attr("device") instanceof StringAttr device)) {
        op.setAttr("_xla_compile_device_type", StringAttr.get(ctx, ""));
        continue;
      }
      String type = org.jmlir.dialect.tfdevice.DeviceNames.deviceType(device.value());
      if (type == null || !DEVICE_TYPES.contains(type)) {
        return op.emitOpError("'device' has invalid value").report();
      }
      op.setAttr("_xla_compile_device_type", StringAttr.get(ctx, type));
    }
    return true;
  }
}
