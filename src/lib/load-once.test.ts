import { expect, test, vi } from 'vitest'
import { loadOnce } from './load-once'

test('every caller shares one load, at the same time and after', async () => {
  const load = vi.fn(() => Promise.resolve('chunk'))
  const get = loadOnce(load)
  await expect(Promise.all([get(), get(), get()])).resolves.toEqual(['chunk', 'chunk', 'chunk'])
  await expect(get()).resolves.toBe('chunk')
  expect(load).toHaveBeenCalledTimes(1)
})

test('a failed load is not kept: the next caller asks again', async () => {
  const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue('chunk')
  const get = loadOnce(load)
  await expect(get()).rejects.toThrow('Failed to fetch')
  await expect(get()).resolves.toBe('chunk')
  await expect(get()).resolves.toBe('chunk')
  expect(load).toHaveBeenCalledTimes(2)
})
