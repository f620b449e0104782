; a ppc_fp128 literal and the bitcast of its bits are different constants: LLVM 22 does not fold the bitcast
@fp = global ppc_fp128 bitcast (i128 4607182418800017408 to ppc_fp128)
@fq = global ppc_fp128 0xM3FF00000000000000000000000000000
