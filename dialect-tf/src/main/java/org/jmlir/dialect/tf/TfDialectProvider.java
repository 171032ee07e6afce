package org.jmlir.dialect.tf;

import org.jmlir.dialect.tfdevice.TfDeviceDialect;
import org.jmlir.dialect.tfexecutor.TfExecutorDialect;
import org.jmlir.ir.DialectProvider;
import org.jmlir.ir.MLIRContext;

/** Registers tf_type, tf, tf_executor, tf_saved_model and tf_device through {@link java.util.ServiceLoader}. */
public final class TfDialectProvider implements DialectProvider {
  @Override
  public void register(MLIRContext ctx) {
    ctx.registerDialect(TfTypeDialect.NAMESPACE, TfTypeDialect::new);
    ctx.registerDialect(TfDialect.NAMESPACE, TfDialect::new);
    ctx.registerDialect(TfExecutorDialect.NAMESPACE, TfExecutorDialect::new);
    ctx.registerDialect(TfSavedModelDialect.NAMESPACE, TfSavedModelDialect::new);
    ctx.registerDialect(TfDeviceDialect.NAMESPACE, TfDeviceDialect::new);
  }
}
