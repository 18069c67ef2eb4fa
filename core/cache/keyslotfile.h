#pragma once

#include "core/cache/secretkey.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace dd::cache {

// Argon2id cost of one key slot. `standard()` makes one unlock take ~0.3–1 s on a small machine;
// tests pass `fastForTests()` so they run in milliseconds.
struct KeyDerivationLimits
{
    quint64 opsLimit = 0;
    quint64 memLimitBytes = 0;

    static KeyDerivationLimits standard();
    static KeyDerivationLimits fastForTests();
    bool isAcceptable() const;   // within what libsodium allows and what we are willing to spend
    friend bool operator==(const KeyDerivationLimits &, const KeyDerivationLimits &) = default;
};

// One operator's passphrase slot: the data key sealed (crypto_secretbox) with a key derived from
// the passphrase by Argon2id. A wrong passphrase fails the seal's authentication.
//
// `id` names the operator the slot belongs to (the operators table inside the encrypted database is
// keyed by it). It is mixed into the Argon2id salt, so a slot whose id (or salt) was edited in the
// file no longer opens: a passphrase cannot be made to claim another operator's id. Slots written
// before operators existed have no id; their identity is their salt (effectiveId()).
struct KeySlot
{
    QString name;
    QString id;              // 32 hex digits; empty in slots written before operators existed
    KeyDerivationLimits limits;
    QByteArray salt;         // crypto_pwhash_SALTBYTES
    QByteArray nonce;        // crypto_secretbox_NONCEBYTES
    QByteArray sealedKey;    // crypto_secretbox_MACBYTES + 32

    static std::optional<KeySlot> seal(const QString &name, const QString &passphrase, const SecretKey &dataKey,
                                       const KeyDerivationLimits &limits, const QString &id = {});
    static QString newId();
    QString effectiveId() const;
    // The data key, or nothing when the passphrase is wrong.
    std::optional<SecretKey> open(const QString &passphrase) const;
};

// The small unencrypted file beside the database ("<database>.keys", JSON): the key slots and the
// failed-unlock counter, readable and writable before the database is unlocked.
struct KeySlotFile
{
    enum class ReadError { Missing, Unreadable, NotAKeySlotFile, NewerFormat };
    static constexpr int FormatVersion = 1;

    QByteArray databaseSalt;   // first 16 bytes of the database file: ties this file to that database
    int failedAttempts = 0;
    // Never reset by DirectDesk (only ever grows): after an unlock, a total lower than the one the
    // encrypted database saw last time shows that the file was edited to hide failures.
    qint64 failedAttemptsTotal = 0;
    qint64 lockedUntilMs = 0;  // epoch ms; 0 when not locked out
    QList<KeySlot> keySlots;

    static std::optional<KeySlotFile> read(const QString &path, ReadError *error);
    bool write(const QString &path) const;   // atomic (write a copy, then rename)

    const KeySlot *slot(const QString &name) const;
    qsizetype slotIndex(const QString &name) const;
    qsizetype slotIndexById(const QString &id) const;
};

} // namespace dd::cache
