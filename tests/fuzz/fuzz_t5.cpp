// T5 buckets: t5_bucket_options_valid, t5_relative_bucket, t5_relative_buckets and
// t5_bucket_matrix. Options valid exactly as attention_bias.h states; any int64 relative position
// gets the bucket of the header's float32 formula (evaluated here from its text), which lies in
// [0, num_buckets), is n itself for n < e and the last bucket from max_distance on; the array and
// matrix forms equal the single-position function.
#include <limits>
#include <vector>

#include "fuzz_input.h"
#include "positional_encoding.h"

namespace pe = positional_encoding;

namespace {

// The header's formula, step by step in float32 where it says so.
int32_t header_bucket(int64_t r, const pe::T5BucketOptions& o) {
  int32_t big = o.num_buckets, offset = 0;
  uint64_t n;  // |r| of any int64, INT64_MIN included
  if (o.bidirectional) {
    big = o.num_buckets / 2;
    offset = r > 0 ? big : 0;
    n = r < 0 ? 0 - static_cast<uint64_t>(r) : static_cast<uint64_t>(r);
  } else {
    n = r < 0 ? 0 - static_cast<uint64_t>(r) : 0;
  }
  const int32_t e = big / 2;
  if (n < static_cast<uint64_t>(e)) return offset + static_cast<int32_t>(n);
  if (n >= static_cast<uint64_t>(o.max_distance)) return offset + big - 1;
  const float log_range = static_cast<float>(std::log(static_cast<double>(o.max_distance) / e));
  const float ratio = static_cast<float>(n) / static_cast<float>(e);
  const float logf = static_cast<float>(std::log(static_cast<double>(ratio)));
  const float quotient = logf / log_range;
  const float scaled = quotient * static_cast<float>(big - e);
  const int64_t large = e + static_cast<int64_t>(scaled);
  return offset + static_cast<int32_t>(std::min<int64_t>(large, big - 1));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::Input in(data, size);
  pe::T5BucketOptions o;
  o.bidirectional = in.flag();
  constexpr int32_t kIntMax = std::numeric_limits<int32_t>::max();
  constexpr int32_t kIntMin = std::numeric_limits<int32_t>::min();
  o.num_buckets = in.flag() ? in.one_of<int32_t>({32, 2, 3, 4, 5, 0, -4, pe::kMaxT5Buckets,
                                                  pe::kMaxT5Buckets + 2, kIntMax, kIntMin})
                            : in.in_range<int32_t>(-2, 300);
  o.max_distance = in.flag() ? in.one_of<int32_t>({128, 0, -1, o.num_buckets / 2,
                                                   o.num_buckets / 2 + 1, kIntMax, kIntMin})
                             : in.in_range<int32_t>(-2, 5000);
  const bool valid =
      o.num_buckets >= (o.bidirectional ? 4 : 2) && o.num_buckets <= pe::kMaxT5Buckets &&
      (!o.bidirectional || o.num_buckets % 2 == 0) && o.max_distance > o.num_buckets / 2;
  FUZZ_CHECK(pe::t5_bucket_options_valid(o) == valid, "validity %d for buckets %d, distance %d",
             !valid, o.num_buckets, o.max_distance);

  const size_t count = in.size(64);
  std::vector<int32_t> relative(count);
  for (auto& r : relative) {
    r = in.flag() ? in.in_range<int32_t>(-300, 300)
                  : in.one_of<int32_t>({kIntMin, kIntMax, 0, -1, 1, o.max_distance,
                                        o.max_distance == kIntMin ? kIntMax : -o.max_distance});
  }
  std::vector<int32_t> buckets(count);
  const pe::Status status = pe::t5_relative_buckets(relative.data(), buckets.data(), count, o);
  FUZZ_CHECK(status == (valid && count > 0 ? pe::Status::kOk : pe::Status::kInvalidArgument),
             "t5_relative_buckets status %d", static_cast<int>(status));
  if (!valid) return 0;

  for (int t = 0; t < 8; ++t) {  // single positions, the int64 extremes included
    const int64_t r =
        in.flag() ? static_cast<int64_t>(in.u64())
                  : in.one_of<int64_t>({std::numeric_limits<int64_t>::min(),
                                        std::numeric_limits<int64_t>::max(), 0, -1, 1,
                                        o.max_distance, -static_cast<int64_t>(o.max_distance),
                                        o.num_buckets / 4, -(o.num_buckets / 4)});
    const int32_t bucket = pe::t5_relative_bucket(r, o);
    FUZZ_CHECK(bucket >= 0 && bucket < o.num_buckets && bucket == header_bucket(r, o),
               "bucket of %lld = %d, formula %d (buckets %d, distance %d, bidirectional %d)",
               static_cast<long long>(r), bucket, header_bucket(r, o), o.num_buckets,
               o.max_distance, o.bidirectional);
  }
  if (status == pe::Status::kOk) {
    for (size_t t = 0; t < count; ++t) {
      FUZZ_CHECK(buckets[t] == header_bucket(relative[t], o), "bucket of %d = %d, formula %d",
                 relative[t], buckets[t], header_bucket(relative[t], o));
    }
  }

  const size_t query_length = in.size(40), key_length = in.size(40);
  const double offset = in.number({0.0, fuzz::kTwo53 - static_cast<double>(query_length),
                                   fuzz::kTwo53 - static_cast<double>(query_length) + 1, 100.0});
  if (in.flag() && in.flag() && in.flag()) {  // sizes no buffer can hold, with a small buffer
    const size_t huge = in.huge_size();
    std::vector<int32_t> small(64);
    const size_t q = in.flag() ? huge : 1, k = q == huge ? 1 : huge;
    if (fuzz::product_overflows({q, k}, sizeof(int32_t)) ||
        fuzz::product_overflows({q + k}, sizeof(int32_t)) || q + k < q) {
      FUZZ_CHECK(pe::t5_bucket_matrix(small.data(), q, k, 0.0, o) != pe::Status::kOk,
                 "matrix of %zu x %zu accepted", q, k);
    }
    return 0;
  }
  const bool matrix_valid = query_length > 0 && key_length > 0 && offset >= 0 &&
                            offset == std::floor(offset) &&
                            offset + static_cast<double>(query_length) <= fuzz::kTwo53;
  std::vector<int32_t> matrix(query_length * key_length);
  const pe::Status matrix_status =
      pe::t5_bucket_matrix(matrix.data(), query_length, key_length, offset, o);
  FUZZ_CHECK(matrix_status == (matrix_valid ? pe::Status::kOk : pe::Status::kInvalidArgument),
             "t5_bucket_matrix status %d for %zu x %zu, offset %.17g",
             static_cast<int>(matrix_status), query_length, key_length, offset);
  if (matrix_status != pe::Status::kOk) return 0;
  for (size_t i = 0; i < query_length; ++i) {
    for (size_t j = 0; j < key_length; ++j) {
      const int64_t r =
          static_cast<int64_t>(j) - static_cast<int64_t>(offset) - static_cast<int64_t>(i);
      FUZZ_CHECK(matrix[i * key_length + j] == header_bucket(r, o),
                 "matrix [%zu][%zu] (r = %lld) = %d, formula %d", i, j, static_cast<long long>(r),
                 matrix[i * key_length + j], header_bucket(r, o));
    }
  }
  return 0;
}
