package org.jmlir.dialect.tfdevice;

import java.util.List;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.OpDef;

/**
 * TensorFlow's {@code tf_device} dialect: computations placed on a device ({@code tf_device.launch}),
 * replicated N ways ({@code tf_device.replicate}), run side by side ({@code tf_device.parallel_execute}),
 * clustered for compilation ({@code tf_device.cluster}) and their outlined, function-calling forms.
 */
public final class TfDeviceDialect extends Dialect {
  public static final String NAMESPACE = "tf_device";

  public TfDeviceDialect() {
    super(NAMESPACE);
    // TensorFlow's tf_device inliner interface: anything may be inlined into the regions of its ops,
    // and its ops may be inlined; its calls (tf_device.cluster_func) are not callers the inliner sees.
    addInterface(org.jmlir.ir.interfaces.DialectInlinerInterface.class, new org.jmlir.ir.interfaces.DialectInlinerInterface() {
      @Override
      public boolean isLegalToInline(org.jmlir.ir.Region dest, org.jmlir.ir.Region src, boolean wouldBeCloned,
          org.jmlir.ir.IRMapping mapping) {
        return true;
      }

      @Override
      public boolean isLegalToInline(org.jmlir.ir.Operation op, org.jmlir.ir.Region dest, boolean wouldBeCloned,
          org.jmlir.ir.IRMapping mapping) {
        return true;
      }
    });
  }

  @Override
  public List<OpDef> operations() {
    return List.of(
        TfDeviceOps.LAUNCH, TfDeviceOps.RETURN, TfDeviceOps.LAUNCH_FUNC, TfDeviceOps.PARALLEL_EXECUTE,
        TfDeviceOps.REPLICATE, TfDeviceOps.CLUSTER, TfDeviceOps.CLUSTER_FUNC, TfDeviceOps.REMOTE_RUN);
  }
}
