package org.jmlir.ir.type;

/** The closed set of builtin types, for exhaustive {@code switch}. */
public sealed interface BuiltinType extends Type
    permits IntegerType,
        IndexType,
        FloatType,
        NoneType,
        ComplexType,
        TupleType,
        FunctionType,
        VectorType,
        RankedTensorType,
        UnrankedTensorType,
        MemRefType,
        UnrankedMemRefType,
        OpaqueType {}
