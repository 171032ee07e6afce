package org.jmlir.dialect.tf;

import java.util.List;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.OpDef;

/**
 * TensorFlow's {@code tf_saved_model} dialect, as far as the SavedModel importer uses it: the
 * module-level {@code "tf_saved_model.global_tensor"} (a variable's value) and
 * {@code "tf_saved_model.session_initializer"} ops and the {@code tf_saved_model.*} argument,
 * result and function attributes. It is open: its ops print and parse in the generic form.
 */
public final class TfSavedModelDialect extends Dialect {
  public static final String NAMESPACE = "tf_saved_model";

  public TfSavedModelDialect() {
    super(NAMESPACE);
  }

  @Override
  public List<OpDef> operations() {
    return List.of();
  }

  @Override
  public boolean allowsUnknownOperations() {
    return true;
  }
}
