#pragma once

// Internal to core/cache: a set of payment row ids, a bit each (PaymentDigest, PaymentStore).

#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace dd::cache {

class PaymentIdSet
{
public:
    using Id = std::uint32_t;

    PaymentIdSet() = default;
    // Room for the ids below `ids`.
    explicit PaymentIdSet(size_t ids) : m_words((ids + 63) / 64, 0) {}

    void insert(Id id) { m_words[id / 64] |= std::uint64_t(1) << (id % 64); }
    bool contains(Id id) const { return id / 64 < m_words.size() && (m_words[id / 64] >> (id % 64) & 1) != 0; }

    // Calls `visit` with each id, ascending.
    template<typename Visit>
    void forEach(Visit visit) const
    {
        for (size_t word = 0; word < m_words.size(); ++word) {
            for (std::uint64_t bits = m_words[word]; bits != 0; bits &= bits - 1)
                visit(Id(word * 64 + size_t(std::countr_zero(bits))));
        }
    }

private:
    std::vector<std::uint64_t> m_words;
};

} // namespace dd::cache
